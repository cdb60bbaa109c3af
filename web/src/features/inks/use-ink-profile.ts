import type { Ink } from '@inklore/contract';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useHead, useJsonLd } from '#src/lib/head.ts';
import { breadcrumbLd } from '#src/lib/structured-data.ts';
import { colourFamilyInSentence } from '#src/lib/catalogue-sentence-words.ts';
import { inkKeys } from './api/inks.ts';
import { productLd } from './product-ld.ts';
import { readerName } from './reader-name.ts';

/**
 * The ink page's title, description, preview image and JSON-LD (the server draws the same);
 * a Japanese page names the ink as its maker writes it, with the catalogue's name (ADR 083).
 */
export function useInkHead(ink: Ink): void {
  const { t, i18n } = useLingui();
  const { brand, line, colorHex } = ink;
  const reader = readerName(ink, i18n.locale);
  const name = reader.catalogueName ? `${reader.name} (${reader.catalogueName})` : ink.name;
  const color = colourFamilyInSentence(ink.color);
  useHead(
    t`${name} by ${brand}`,
    ink.description
      ? ink.description.slice(0, 155)
      : line
        ? t`${name} is a ${color} fountain pen ink by ${brand} (${line}), swatch colour ${colorHex}.`
        : t`${name} is a ${color} fountain pen ink by ${brand}, swatch colour ${colorHex}.`,
    `/preview/ink/${ink.id}.png`,
  );
  useJsonLd('product', import.meta.env.SSR ? (origin) => productLd(origin, ink) : null, ink.id);
  useJsonLd(
    'breadcrumbs',
    import.meta.env.SSR
      ? (origin) =>
          breadcrumbLd(origin, [
            { name: t`Home`, path: '/' },
            { name: t`Browse Inks`, path: '/browse' },
            { name, path: `/ink/${ink.id}` },
          ])
      : null,
    ink.id,
  );
}

/** What the ink page's other parts change in the ink it shows. */
export function useInkUpdates(inkId: number) {
  const qc = useQueryClient();
  return {
    /** A member's ink-ventory changed: the ink's average rating may have moved, here and in lists. */
    ratingChanged: () => {
      void qc.invalidateQueries({ queryKey: inkKeys.detail(inkId) });
      void qc.invalidateQueries({ queryKey: inkKeys.lists(), refetchType: 'none' });
    },
    /**
     * An image was shared or deleted: the count in Profile Details moves now, then the ink is
     * asked again (its communityImageCount is the server's).
     */
    galleryChanged: (delta: number) => {
      qc.setQueryData<Ink>(inkKeys.detail(inkId), (old) =>
        old ? { ...old, communityImageCount: Math.max(0, old.communityImageCount + delta) } : old,
      );
      void qc.invalidateQueries({ queryKey: inkKeys.detail(inkId) });
    },
  };
}
