import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Expand } from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { cn } from '#src/lib/cn.ts';
import { colourFamilyWord } from '#src/lib/catalogue-words.ts';
import { COMMUNITY_PAGE, communityImagesOptions } from '../api/gallery.ts';
import { galleryEntries } from '../gallery-entries.ts';
import { GalleryImage } from './gallery-image.tsx';
import { clientLazy } from '#src/lib/client-lazy.ts';

const loadDialog = () => import('./gallery-dialog.tsx');
const GalleryDialog = clientLazy(loadDialog);

/**
 * Spec §2: the ink's images, then the community's first page (in the server's order: official
 * first, then by votes, then newest; the Community Images card shows more), with thumbnails and a full-size dialog with next/previous.
 * While the community's list loads, the thumbnails it will bring keep their place, so nothing
 * below moves when they arrive.
 */
export function Gallery({ ink }: { ink: Ink }) {
  const community = useQuery(communityImagesOptions(ink.id));
  const entries = galleryEntries(ink, community.data ?? []);
  const waiting = community.isPending
    ? Math.min(COMMUNITY_PAGE, Math.max(0, ink.communityImageCount))
    : 0;
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const count = entries.length;
  const { t } = useLingui();

  if (count === 0) {
    return waiting > 0 ? (
      <div className="skeleton aspect-[4/3] w-full rounded-xl" aria-busy="true" />
    ) : (
      // one line, not an empty box: the swatch above is the ink's picture meanwhile
      <p className="text-muted" data-testid="gallery-empty">
        <Trans>
          No images in the gallery yet.{' '}
          <a href="#community-images" className="link">
            Be the first to add a swatch
          </a>
        </Trans>
      </p>
    );
  }

  const current = Math.min(active, count - 1);
  const entry = entries[current];
  const number = current + 1;
  const showLabel = (position: number) => t`Show image ${position} of ${count}`;

  return (
    <div>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-xl"
        aria-label={t`Open image ${number} of ${count} full size`}
      >
        <GalleryImage
          key={entry?.key}
          src={entry?.full ?? null}
          alt={entry?.alt ?? ''}
          hex={ink.colorHex}
          lazy={false}
          className="size-full"
        />
        <span className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-page/85 text-ink opacity-80 group-hover:opacity-100">
          <Expand className="size-4" aria-hidden="true" />
        </span>
      </button>
      {entry?.credit && <p className="mt-2 text-sm break-words text-muted">{entry.credit}</p>}

      {count + waiting > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t`Thumbnails`}>
          {entries.map((e, i) => (
            <li key={e.key} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={showLabel(i + 1)}
                aria-pressed={i === current}
                className={cn(
                  'block size-16 cursor-pointer overflow-hidden rounded-lg border-2 sm:size-20',
                  i === current
                    ? 'border-primary'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <GalleryImage
                  src={e.thumb}
                  alt=""
                  hex={ink.colorHex}
                  fit="cover"
                  className="size-full"
                  compact
                />
              </button>
            </li>
          ))}
          {Array.from({ length: waiting }, (_, i) => (
            <li key={`waiting-${i}`} className="shrink-0" aria-hidden="true">
              <div className="skeleton size-16 rounded-lg sm:size-20" />
            </li>
          ))}
        </ul>
      )}

      {open && (
        <Suspense fallback={null}>
          <GalleryDialog
            name={ink.name}
            hex={ink.colorHex}
            images={entries.map((e) => e.full)}
            index={current}
            alt={(i) => entries[i]?.alt ?? ''}
            credit={(i) => entries[i]?.credit ?? null}
            onIndex={setActive}
            onClose={() => {
              setOpen(false);
              // once the dialog is gone: while it is open it keeps focus inside itself
              setTimeout(() => opener.current?.focus(), 0);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * The ink's main picture, when it has an image of its own (an approved profile image): shown
 * where the swatch would be, with the catalogue colour's swab and hex beside it.
 */
export function MainImage({ ink, src }: { ink: Ink; src: string }) {
  return (
    <figure className="flex flex-col">
      <GalleryImage
        src={src}
        alt={`${ink.brand} ${ink.name}`}
        hex={ink.colorHex}
        lazy={false}
        fit="cover"
        className="aspect-[4/3] w-full rounded-xl"
      />
      <figcaption className="mt-2 flex items-center justify-between gap-2 text-sm">
        <span className="inline-flex items-center gap-2">
          <span className="swab-ground grid h-6 w-9 place-items-center rounded p-0.5">
            <Swab hex={ink.colorHex} seed={ink.id} className="size-full" />
          </span>
          <span className="font-mono text-[0.8rem] tracking-tight uppercase">{ink.colorHex}</span>
        </span>
        <span className="text-muted">{colourFamilyWord(ink.color)}</span>
      </figcaption>
    </figure>
  );
}
