import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
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
  onIndex,
  onClose,
}: {
  name: string;
  hex: string;
  images: readonly (string | null)[];
  index: number;
  alt: (i: number) => string;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const count = images.length;
  const go = (delta: number) => onIndex((index + delta + count) % count);
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-[rgb(10_12_16/0.82)]" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-3 outline-none sm:p-8"
          onCloseAutoFocus={(e) => e.preventDefault()}
          onKeyDown={(e) => {
            if (e.key === 'ArrowRight') {
              e.preventDefault();
              go(1);
            } else if (e.key === 'ArrowLeft') {
              e.preventDefault();
              go(-1);
            }
          }}
        >
          <div className="flex w-full max-w-5xl items-center justify-between gap-3 pb-3 text-[#f4efe4]">
            <Dialog.Title className="font-serif text-lg">
              {name}{' '}
              <span className="font-sans text-sm opacity-80">
                image {index + 1} of {count}
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              Use the arrow keys or the buttons to move between images.
            </Dialog.Description>
            <Dialog.Close
              className="grid size-10 cursor-pointer place-items-center rounded-full bg-white/10 hover:bg-white/20"
              aria-label="Close"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
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
                  aria-label="Previous image"
                  className="absolute left-1 grid size-11 cursor-pointer place-items-center rounded-full bg-black/45 text-white hover:bg-black/65"
                >
                  <ChevronLeft className="size-6" aria-hidden="true" />
                </button>
                <button
                  type="button"
                  onClick={() => go(1)}
                  aria-label="Next image"
                  className="absolute right-1 grid size-11 cursor-pointer place-items-center rounded-full bg-black/45 text-white hover:bg-black/65"
                >
                  <ChevronRight className="size-6" aria-hidden="true" />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
