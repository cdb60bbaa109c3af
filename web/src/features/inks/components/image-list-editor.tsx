import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDown, ArrowUp, ImageOff, Plus, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { Badge } from '#src/components/ui/badge.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { FieldError } from '#src/components/ui/fields.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { cn } from '#src/lib/cn.ts';
import {
  addImageProblem,
  imageAddressProblem,
  MAX_INK_IMAGES,
  moveItem,
  removeAt,
} from '../ink-draft.ts';

type Focus = { index: number; action: 'up' | 'down' | 'remove' | 'add' } | null;

/** A round button holding one icon (its name is its aria-label). */
function IconButton({
  danger = false,
  className,
  ...rest
}: ComponentProps<'button'> & { danger?: boolean }) {
  return (
    <button
      type="button"
      className={cn(
        'grid size-9 cursor-pointer place-items-center rounded-full border border-rule bg-surface disabled:cursor-not-allowed disabled:opacity-40',
        danger
          ? 'text-oxblood hover:border-oxblood/60 hover:bg-oxblood/10'
          : 'text-ink hover:border-primary hover:text-primary',
        className,
      )}
      {...rest}
    />
  );
}

function Thumb({ url, label }: { url: string; label: string }) {
  const [broken, setBroken] = useState(false);
  const { t } = useLingui();
  if (broken) {
    return (
      <div
        role="img"
        aria-label={t`${label} (it does not load)`}
        className="swab-ground grid size-16 shrink-0 place-items-center rounded-lg text-muted"
      >
        <ImageOff className="size-5" aria-hidden="true" />
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={label}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className="swab-ground size-16 shrink-0 rounded-lg object-cover"
    />
  );
}

/** One image: its thumbnail and address, and the buttons that move or remove it. */
function ImageRow({
  url,
  index,
  count,
  inkName,
  disabled,
  onMove,
  onRemove,
}: {
  url: string;
  index: number;
  count: number;
  inkName: string;
  disabled: boolean;
  onMove: (delta: number) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const number = index + 1;
  const label = t`Image ${number} of ${inkName}`;
  const refused = imageAddressProblem(url);
  return (
    <li
      className={cn(
        'flex flex-wrap items-center gap-3 rounded-xl border bg-page p-2.5 sm:flex-nowrap',
        refused ? 'border-oxblood/50' : 'border-rule',
      )}
    >
      <Thumb url={url} label={label} />
      <div className="min-w-0 flex-1 basis-40">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
          <Trans>Image {number}</Trans>
          {index === 0 && (
            <Badge tone="primary">
              <Trans>Main image</Trans>
            </Badge>
          )}
        </p>
        <p className="truncate font-mono text-xs text-muted" title={url}>
          {url.startsWith('data:') ? t`An embedded image (data: address)` : url}
        </p>
        {refused && (
          <p className="mt-1 text-xs font-medium text-oxblood">
            <Trans>{refused} Remove it to save.</Trans>
          </p>
        )}
      </div>
      <div className="ml-auto flex shrink-0 gap-1">
        <IconButton
          data-image-action={`up-${index}`}
          aria-label={t`Move image ${number} up`}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton
          data-image-action={`down-${index}`}
          aria-label={t`Move image ${number} down`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDown className="size-4" aria-hidden="true" />
        </IconButton>
        <IconButton
          danger
          data-image-action={`remove-${index}`}
          aria-label={t`Remove image ${number}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <X className="size-4" aria-hidden="true" />
        </IconButton>
      </div>
    </li>
  );
}

/** Add an image by its address (our uploads or https://), refused with the reason. */
function AddressField({
  id,
  address,
  problem,
  disabled,
  onAddress,
  onAdd,
}: {
  id: string;
  address: string;
  problem: string | null;
  disabled: boolean;
  onAddress: (text: string) => void;
  onAdd: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-address`} className="text-sm font-medium">
        <Trans>Add an image by its address</Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-address`}
          type="url"
          inputMode="url"
          value={address}
          disabled={disabled}
          placeholder={t`https://... or /media/...`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
          onChange={(e) => onAddress(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              onAdd();
            }
          }}
          className={cn(inputClass, 'font-mono text-sm')}
        />
        <Button variant="secondary" className="shrink-0" disabled={disabled} onClick={onAdd}>
          <Plus className="size-4" aria-hidden="true" />
          <Trans>Add</Trans>
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
        <Trans>
          Our own uploads (/media/...) or https:// addresses; at most {MAX_INK_IMAGES} images. The
          first one is the main image.
        </Trans>
      </p>
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </div>
  );
}

/**
 * The ink's images in order (the first is the main image): move up or down, remove, add by
 * address. Every change is announced, and the focus stays with the image that moved.
 */
export function ImageListEditor({
  images,
  onChange,
  disabled,
  inkName,
}: {
  images: readonly string[];
  onChange: (next: string[]) => void;
  disabled: boolean;
  inkName: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [address, setAddress] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const focusNext = useRef<Focus>(null);

  // after a change, the focus goes where the moved image (or the next one) is now
  useEffect(() => {
    const focus = focusNext.current;
    focusNext.current = null;
    if (!focus) return;
    const root = box.current;
    const at = (action: string, index: number) =>
      root?.querySelector<HTMLButtonElement>(
        `[data-image-action="${action}-${index}"]:not(:disabled)`,
      );
    const target =
      focus.action === 'add'
        ? document.getElementById(`${id}-address`)
        : focus.action === 'remove'
          ? (at('remove', Math.min(focus.index, images.length - 1)) ??
            document.getElementById(`${id}-address`))
          : (at(focus.action, focus.index) ??
            at(focus.action === 'up' ? 'down' : 'up', focus.index));
    target?.focus();
  }, [images, id]);

  const move = (index: number, delta: number) => {
    onChange(moveItem(images, index, delta));
    const to = index + delta;
    const from = index + 1;
    const now = to + 1;
    const count = images.length;
    setSaid(
      // an image moved down is never the main image
      delta >= 0
        ? t`Image ${from} moved down. It is now image ${now} of ${count}.`
        : to === 0
          ? t`Image ${from} moved up. It is now image ${now} of ${count}, the main image.`
          : t`Image ${from} moved up. It is now image ${now} of ${count}.`,
    );
    focusNext.current = { index: to, action: delta < 0 ? 'up' : 'down' };
  };

  const remove = (index: number) => {
    onChange(removeAt(images, index));
    const number = index + 1;
    const left = images.length - 1;
    setSaid(t`Image ${number} removed. ${left} left.`);
    focusNext.current = { index, action: 'remove' };
  };

  const add = () => {
    const url = address.trim();
    const bad = addImageProblem(url, images);
    setProblem(bad);
    if (bad) return;
    onChange([...images, url]);
    setAddress('');
    const number = images.length + 1;
    setSaid(t`Image added as image ${number}.`);
    focusNext.current = { index: images.length, action: 'add' };
  };

  return (
    <div ref={box} className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        {said}
      </p>
      {images.length === 0 ? (
        <p className="rounded-xl border border-dashed border-rule px-4 py-4 text-sm text-muted">
          <Trans>No images. The ink shows the missing-ink bottle until one is added.</Trans>
        </p>
      ) : (
        <ol aria-label={t`Images, in order`} className="flex flex-col gap-2">
          {images.map((url, i) => (
            <ImageRow
              key={images.indexOf(url) === i ? url : `${url}#${i}`}
              url={url}
              index={i}
              count={images.length}
              inkName={inkName}
              disabled={disabled}
              onMove={(delta) => move(i, delta)}
              onRemove={() => remove(i)}
            />
          ))}
        </ol>
      )}
      <AddressField
        id={id}
        address={address}
        problem={problem}
        disabled={disabled || images.length >= MAX_INK_IMAGES}
        onAddress={(text) => {
          setAddress(text);
          setProblem(null);
        }}
        onAdd={add}
      />
    </div>
  );
}
