import type { Ink } from '@inklore/contract';
import { ChevronLeft, ChevronRight, Expand, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { InkPlaceholder } from '#src/components/ink-placeholder.tsx';
import { usableImage } from '#src/lib/images.ts';
import { cn } from '#src/lib/cn.ts';

/** One gallery image; a stock photo or a broken image shows the placeholder instead. */
function GalleryImage({
  src,
  alt,
  hex,
  className,
  fit = 'contain',
}: {
  src: string | null;
  alt: string;
  hex: string;
  className?: string;
  fit?: 'contain' | 'cover';
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src) return <InkPlaceholder hex={hex} className={className} />;
  if (failed === src)
    return <InkPlaceholder hex={hex} label="Failed to load image" className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
      className={cn(
        'swab-ground',
        fit === 'contain' ? 'object-contain' : 'object-cover',
        className,
      )}
    />
  );
}

/** Spec §2: the ink's images with thumbnails and a full-size dialog with next/previous. */
export function Gallery({ ink }: { ink: Ink }) {
  const images = ink.images.map((u) => usableImage(u));
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const count = images.length;

  if (count === 0) {
    return (
      <InkPlaceholder
        hex={ink.colorHex}
        label="No images in the gallery yet"
        className="aspect-[4/3] w-full rounded-xl"
      />
    );
  }

  const current = Math.min(active, count - 1);
  const alt = (i: number) => `${ink.brand} ${ink.name}, image ${i + 1} of ${count}`;
  const go = (delta: number) => setActive((i) => (i + delta + count) % count);

  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-xl"
        aria-label={`Open image ${current + 1} of ${count} full size`}
      >
        <GalleryImage
          src={images[current] ?? null}
          alt={alt(current)}
          hex={ink.colorHex}
          className="size-full"
        />
        <span className="absolute right-3 bottom-3 grid size-9 place-items-center rounded-full bg-page/85 text-ink opacity-80 group-hover:opacity-100">
          <Expand className="size-4" aria-hidden="true" />
        </span>
      </button>

      {count > 1 && (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label="Thumbnails">
          {images.map((src, i) => (
            <li key={i} className="shrink-0">
              <button
                type="button"
                onClick={() => setActive(i)}
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-pressed={i === current}
                className={cn(
                  'block size-16 cursor-pointer overflow-hidden rounded-lg border-2 sm:size-20',
                  i === current
                    ? 'border-primary'
                    : 'border-transparent opacity-75 hover:opacity-100',
                )}
              >
                <GalleryImage
                  src={src}
                  alt=""
                  hex={ink.colorHex}
                  fit="cover"
                  className="size-full"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-[rgb(10_12_16/0.82)]" />
          <Dialog.Content
            className="fixed inset-0 z-50 flex flex-col items-center justify-center p-3 outline-none sm:p-8"
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
                {ink.name}{' '}
                <span className="font-sans text-sm opacity-80">
                  image {current + 1} of {count}
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
                src={images[current] ?? null}
                alt={alt(current)}
                hex={ink.colorHex}
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
    </div>
  );
}
