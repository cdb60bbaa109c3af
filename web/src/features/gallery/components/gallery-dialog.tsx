import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Dialog } from '#src/components/ui/dialog.tsx';
import { GalleryImage } from './gallery-image.tsx';

/**
 * The full-size view: next/previous buttons and the arrow keys, Escape or Close to leave.
 * Its code (with the dialog primitive) loads the first time someone opens an image.
 */
export default function GalleryDialog({
  name,
  hex,
  images,
  index,
  alt,
  credit,
  onIndex,
  onClose,
}: {
  name: string;
  hex: string;
  images: readonly (string | null)[];
  index: number;
  alt: (i: number) => string;
  /** A line under the image: who shared a community image and what it shows. */
  credit?: (i: number) => string | null;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const line = credit?.(index) ?? null;
  const count = images.length;
  const number = index + 1;
  const go = (delta: number) => onIndex((index + delta + count) % count);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      look="lightbox"
      title={
        <>
          {name}{' '}
          <span className="font-sans text-sm opacity-80">
            <Trans>
              image {number} of {count}
            </Trans>
          </span>
        </>
      }
      titleClassName="font-serif text-lg"
      description={t`Use the arrow keys or the buttons to move between images.`}
      descriptionClassName="sr-only"
      closeButton
      content={{
        onCloseAutoFocus: (e) => e.preventDefault(),
        onKeyDown: (e) => {
          if (e.key === 'ArrowRight') {
            e.preventDefault();
            go(1);
          } else if (e.key === 'ArrowLeft') {
            e.preventDefault();
            go(-1);
          }
        },
      }}
    >
      <div className="relative flex min-h-0 w-full max-w-5xl flex-1 items-center justify-center">
        <GalleryImage
          key={index}
          src={images[index] ?? null}
          alt={alt(index)}
          hex={hex}
          lazy={false}
          className="max-h-full max-w-full rounded-lg"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={t`Previous image`}
              className="absolute left-1 grid size-11 cursor-pointer place-items-center rounded-full bg-black/45 text-white hover:bg-black/65"
            >
              <ChevronLeft className="size-6" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={t`Next image`}
              className="absolute right-1 grid size-11 cursor-pointer place-items-center rounded-full bg-black/45 text-white hover:bg-black/65"
            >
              <ChevronRight className="size-6" aria-hidden="true" />
            </button>
          </>
        )}
      </div>
      {line && (
        <p className="mt-3 w-full max-w-5xl text-center text-sm break-words text-[#f4efe4] opacity-90">
          {line}
        </p>
      )}
    </Dialog>
  );
}
