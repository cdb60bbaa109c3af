import type { Ink } from '@inklore/contract';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { InkPlaceholder } from '#src/components/ink-placeholder.tsx';
import { usableImage } from '@inklore/contract/images';
import { cn } from '#src/lib/cn.ts';
import { GalleryImage } from './gallery-image.tsx';

const loadDialog = () => import('./gallery-dialog.tsx');
const GalleryDialog = lazy(loadDialog);

/** Spec §2: the ink's images with thumbnails and a full-size dialog with next/previous. */
export function Gallery({ ink }: { ink: Ink }) {
  const images = ink.images.map((u) => usableImage(u));
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
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

  return (
    <div>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-xl"
        aria-label={`Open image ${current + 1} of ${count} full size`}
      >
        <GalleryImage
          src={images[current] ?? null}
          alt={alt(current)}
          hex={ink.colorHex}
          lazy={false}
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
                  compact
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {open && (
        <Suspense fallback={null}>
          <GalleryDialog
            name={ink.name}
            hex={ink.colorHex}
            images={images}
            index={current}
            alt={alt}
            onIndex={setActive}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
