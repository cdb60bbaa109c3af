import type { CommunityImage } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { communityImagesOptions } from '../api/gallery.ts';

function byPaper(images: readonly CommunityImage[]): [string, CommunityImage[]][] {
  const groups = new Map<string, CommunityImage[]>();
  for (const img of images) {
    const paper = img.paperType?.trim() || t`Paper not given`;
    groups.set(paper, [...(groups.get(paper) ?? []), img]);
  }
  return [...groups.entries()];
}

/** An image's text alternative when it has no caption. */
function onPaper(name: string, paper: string): string {
  return t`${name} on ${paper}`;
}

/** An ink's first community images, grouped by paper (/compare's columns). */
export function ImagesByPaper({ ink }: { ink: { id: number; name: string } }) {
  const images = useQuery(communityImagesOptions(ink.id));
  return (
    <>
      {images.isPending ? (
        <Spinner className="mt-2 size-4 text-primary" />
      ) : !images.data || images.data.length === 0 ? (
        <p className="mt-1 text-sm text-muted">
          <Trans>None yet.</Trans>
        </p>
      ) : (
        byPaper(images.data).map(([paper, list]) => (
          <div key={paper} className="mt-2">
            <p className="text-sm">{paper}</p>
            <ul className="mt-1 grid grid-cols-3 gap-1.5">
              {list.slice(0, 6).map((img) => (
                <li key={img.id}>
                  <img
                    src={img.thumbnailUrl}
                    alt={img.caption ?? onPaper(ink.name, paper)}
                    loading="lazy"
                    className="aspect-square w-full rounded-md object-cover"
                  />
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
    </>
  );
}
