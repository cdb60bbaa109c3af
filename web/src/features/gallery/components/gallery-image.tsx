import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { InkPlaceholder } from '#src/components/ink-placeholder.tsx';
import { cn } from '#src/lib/cn.ts';

/** One gallery image; a missing or broken image shows the placeholder instead. */
export function GalleryImage({
  src,
  alt,
  hex,
  className,
  fit = 'contain',
  compact = false,
  lazy = true,
  srcSet,
  sizes,
}: {
  src: string | null;
  /** Larger copies for wide or dense screens (a community image's thumbnail and full size). */
  srcSet?: string | undefined;
  sizes?: string | undefined;
  alt: string;
  hex: string;
  className?: string;
  fit?: 'contain' | 'cover';
  compact?: boolean;
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const { t } = useLingui();
  if (!src) return <InkPlaceholder hex={hex} className={className} compact={compact} />;
  if (failed === src)
    return (
      <InkPlaceholder
        hex={hex}
        label={t`Failed to load image`}
        className={className}
        compact={compact}
      />
    );
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
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
