import type { Ink } from '@inklore/contract';
import { Trans } from '@lingui/react/macro';
import {
  inkColorFromPhoto,
  photoDistance,
  type PhotoColor,
} from '@inklore/contract/color/photo-color.rules';
import { useEffect, useState } from 'react';
import { Swab } from '#src/components/swatch.tsx';
import { readPixels } from '#src/lib/image-resize.ts';
import { deltaEWords } from '#src/lib/color-words.ts';

/** The photo is read at this size: enough pixels for a median, quick on a phone. */
const READ_SIDE = 400;

type Reading = { file: File; color: PhotoColor | null } | { file: File; failed: true };

/**
 * A swatch photo's ink colour (ADR 024): read in the browser from the chosen image
 * (paper white, white balance, the ink's median in CIELAB) and shown beside the catalogue
 * swatch with the ΔE2000 between them. A suggestion only: the catalogue colour stays.
 */
export function PhotoColorSuggestion({
  file,
  ink,
}: {
  file: File;
  ink: Pick<Ink, 'colorHex' | 'lab' | 'id'>;
}) {
  const [reading, setReading] = useState<Reading | null>(null);
  useEffect(() => {
    let live = true;
    readPixels(file, READ_SIDE)
      .then((img) => {
        if (live)
          setReading({ file, color: inkColorFromPhoto(img.data, img.width, img.height, 4) });
      })
      .catch(() => {
        if (live) setReading({ file, failed: true });
      });
    return () => {
      live = false;
    };
  }, [file]);

  const current = reading?.file === file ? reading : null;
  const color = current && !('failed' in current) ? current.color : null;
  const photoHex = color?.hex ?? '';
  const inkHex = ink.colorHex;
  const distance = color ? photoDistance(color.lab, ink.lab) : 0;
  const deltaE = distance.toFixed(1);
  const band = deltaEWords(distance);
  return (
    <div
      className="rounded-xl border border-rule bg-sunken/50 p-3 text-sm"
      aria-live="polite"
      data-testid="photo-color"
    >
      {current === null ? (
        <p className="text-muted">
          <Trans>Reading the ink's colour from the photo…</Trans>
        </p>
      ) : color === null ? (
        <p className="text-muted">
          <Trans>
            No clear ink colour could be read from this photo (a swatch on plain paper reads best).
          </Trans>
        </p>
      ) : (
        <div className="flex items-center gap-3">
          <div className="flex shrink-0 gap-2">
            <figure className="text-center">
              <div className="swab-ground grid h-12 w-16 place-items-center rounded-lg p-1.5">
                <Swab hex={color.hex} seed={ink.id + 1} className="size-full" />
              </div>
              <figcaption className="mt-1 font-mono text-xs uppercase">{color.hex}</figcaption>
            </figure>
            <figure className="text-center">
              <div className="swab-ground grid h-12 w-16 place-items-center rounded-lg p-1.5">
                <Swab hex={ink.colorHex} seed={ink.id} className="size-full" />
              </div>
              <figcaption className="mt-1 font-mono text-xs uppercase">{ink.colorHex}</figcaption>
            </figure>
          </div>
          <p>
            <Trans>
              Read from your photo: <span className="font-mono uppercase">{photoHex}</span>, beside
              the catalogue's <span className="font-mono uppercase">{inkHex}</span>.{' '}
              <span className="font-mono">ΔE {deltaE}</span> ({band}).
            </Trans>
          </p>
        </div>
      )}
      {color !== null && (
        <p className="mt-2 text-xs text-muted" data-testid="photo-color-first-reading">
          <Trans>
            A first reading, with the paper as white. On upload the photo is measured again: on the
            swatch card's white and greys when it shows the card.
          </Trans>
        </p>
      )}
    </div>
  );
}
