import type { NewsArticle, NewsStoryUpdate } from '@inklore/contract';
import { usableImage } from '@inklore/contract/shared/images.rules';
import { NEWS_LIMITS } from '@inklore/contract/news/news.rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ImagePlus, Save, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { inputClass } from '#src/components/ui/input-class.ts';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { FieldError, FormAlert, TextField } from '#src/components/ui/fields.tsx';
import { useForm, type Errors } from '#src/lib/form.ts';
import { cn } from '#src/lib/cn.ts';
import { formatLongDate } from '#src/lib/dates.ts';
import { i18n } from '#src/lib/i18n.ts';
import { resizeToJpeg } from '#src/lib/image-resize.ts';
import { storyPreviewOptions } from '../api/news-admin.ts';
import { useSaveStory } from '../api/news-mutations.ts';
import { StoryBody } from './story-body.tsx';

type Field = 'title' | 'excerpt' | 'body';

/** The contract's limit of a story's brand (contract/src/news/news.ts). */
const BRAND_MAX = 100;

/** A required text of at most `limit` characters: what is wrong with it, if anything. */
function textRule(
  value: string,
  limit: number,
  empty: MessageDescriptor,
  tooLong: MessageDescriptor,
): string | undefined {
  const text = value.trim();
  if (text === '') return i18n._(empty);
  if (text.length > limit) return i18n._(tooLong);
  return undefined;
}

/** The contract's rules for a story's text (contract/src/news/news.ts), without zod on this page. */
export function storyErrors(v: Record<Field, string>): Errors<Field> {
  // the limits written as before, without a thousands separator
  const titleMax = String(NEWS_LIMITS.titleMax);
  const excerptMax = String(NEWS_LIMITS.excerptMax);
  const bodyMax = String(NEWS_LIMITS.bodyMax);
  return {
    title:
      textRule(
        v.title,
        NEWS_LIMITS.titleMax,
        msg`The title is required.`,
        msg`The title has at most ${titleMax} characters.`,
      ) ??
      (/[\r\n]/.test(v.title)
        ? i18n._(msg`The title is one line: remove the line breaks.`)
        : undefined),
    excerpt: textRule(
      v.excerpt,
      NEWS_LIMITS.excerptMax,
      msg`The excerpt is required.`,
      msg`The excerpt has at most ${excerptMax} characters.`,
    ),
    body: textRule(
      v.body,
      NEWS_LIMITS.bodyMax,
      msg`The story is required.`,
      msg`The story has at most ${bodyMax} characters.`,
    ),
  };
}

/** '120/160 characters': how much of a field's limit is used (the numbers as before). */
function characterCount(length: number, limit: number): string {
  const count = String(length);
  const max = String(limit);
  return i18n._(msg`${count}/${max} characters`);
}

/** A value that settles `ms` after its last change (the preview waits for a pause in typing). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Cover =
  { kind: 'keep' } | { kind: 'new'; dataUrl: string } | { kind: 'remove' } | { kind: 'working' };

/** The cover's longer side in the hint, written as before (1600, not 1,600). */
const COVER_MAX_SIDE = String(NEWS_LIMITS.coverMaxSide);

const COVER_RESIZE = {
  maxSide: NEWS_LIMITS.coverMaxSide,
  quality: 0.85,
  maxBytes: NEWS_LIMITS.coverMaxBytes,
};

function CoverField({
  current,
  cover,
  onChange,
  disabled,
}: {
  current: string | null;
  cover: Cover;
  onChange: (cover: Cover) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const shown =
    cover.kind === 'new' ? cover.dataUrl : cover.kind === 'keep' ? usableImage(current) : null;

  const choose = async (file: File) => {
    setProblem(null);
    if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) {
      setProblem(t`Use a JPEG, PNG or WebP image.`);
      return;
    }
    onChange({ kind: 'working' });
    try {
      onChange({ kind: 'new', dataUrl: await resizeToJpeg(file, COVER_RESIZE) });
    } catch {
      onChange({ kind: 'keep' });
      setProblem(t`This image could not be read. Try another JPEG, PNG or WebP image.`);
    }
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium">
        <Trans>Cover image (optional)</Trans>
      </legend>
      <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
        <Trans>
          Shown above the story and on its card. It is resized to fit {COVER_MAX_SIDE} px and saved
          as a JPEG without its metadata.
        </Trans>
      </p>
      {shown ? (
        <img
          src={shown}
          alt={t`The cover image`}
          className="aspect-[16/9] w-full max-w-md rounded-xl border border-rule object-cover"
        />
      ) : cover.kind === 'working' ? (
        <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
          <Spinner className="size-4 text-primary" /> <Trans>Preparing the image...</Trans>
        </p>
      ) : (
        <p className="text-sm text-muted">
          <Trans>No cover image.</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void choose(file);
          }}
        />
        <label
          htmlFor={id}
          className={cn(
            buttonClass('secondary', 'sm'),
            'has-[:focus-visible]:outline-2',
            disabled && 'pointer-events-none opacity-55',
          )}
        >
          <ImagePlus className="size-4" aria-hidden="true" />
          {shown ? t`Replace cover` : t`Choose cover`}
        </label>
        {shown && (
          <Button
            variant="ghost"
            size="sm"
            disabled={disabled}
            onClick={() => onChange(current ? { kind: 'remove' } : { kind: 'keep' })}
          >
            <X className="size-4" aria-hidden="true" />
            <Trans>Remove cover</Trans>
          </Button>
        )}
      </div>
      {problem && <FieldError id={`${id}-error`}>{problem}</FieldError>}
    </fieldset>
  );
}

/**
 * The Markdown body with its live preview: side by side on wide screens; on narrow ones a
 * Write / Preview switch. The preview is the server's rendering (api/news-admin.ts).
 */
function BodyField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  const id = useId();
  const [pane, setPane] = useState<'write' | 'preview'>('write');
  const settled = useSettled(value, 300);
  const preview = useQuery(storyPreviewOptions(settled));
  const over = value.length > NEWS_LIMITS.bodyMax;
  const describedBy = [`${id}-hint`, `${id}-count`, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          <Trans>Story</Trans>
        </label>
        <div className="flex gap-1 lg:hidden" role="group" aria-label={t`Show`}>
          {(['write', 'preview'] as const).map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={pane === p}
              onClick={() => setPane(p)}
              className={cn(
                'cursor-pointer rounded-full px-3 py-1.5 text-sm',
                pane === p ? 'bg-sunken font-medium' : 'text-muted hover:text-ink',
              )}
            >
              {p === 'write' ? t`Write` : t`Preview`}
            </button>
          ))}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-[0.82rem] text-muted">
        <Trans>
          Markdown: **bold**, *italic*, [a link](https://…), ## a heading, - a list, &gt; a quote.
          HTML is shown as text.
        </Trans>
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <div className={cn('flex flex-col gap-1.5', pane === 'preview' && 'max-lg:hidden')}>
          <textarea
            id={id}
            name="body"
            data-field="body"
            rows={18}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            aria-invalid={error || over ? true : undefined}
            aria-describedby={describedBy}
            className={cn(
              inputClass,
              'h-auto min-h-72 resize-y py-2.5 font-mono text-sm leading-relaxed',
            )}
          />
          <p
            id={`${id}-count`}
            className={cn('text-right font-mono text-xs', over ? 'text-oxblood' : 'text-muted')}
          >
            {characterCount(value.length, NEWS_LIMITS.bodyMax)}
          </p>
          {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
        </div>
        <section
          aria-labelledby={`${id}-preview`}
          className={cn(
            'min-h-72 rounded-xl border border-dashed border-rule bg-page p-4 sm:p-5',
            pane === 'write' && 'max-lg:hidden',
          )}
          data-testid="story-preview"
        >
          <h2
            id={`${id}-preview`}
            className="flex items-center gap-2 font-sans text-xs font-semibold tracking-[0.12em] text-muted uppercase"
          >
            <Trans>Preview</Trans>
            {(preview.isFetching || settled !== value) && (
              <Spinner className="size-3.5 text-primary" />
            )}
          </h2>
          {preview.isError ? (
            <p className="mt-3 text-sm text-oxblood">
              <Trans>
                The preview could not be made. Your text is safe: keep writing, or save.
              </Trans>
            </p>
          ) : preview.data?.html ? (
            <StoryBody html={preview.data.html} className="mt-3" />
          ) : (
            <p className="mt-3 text-sm text-muted">
              <Trans>The story, as readers will see it, shows here.</Trans>
            </p>
          )}
        </section>
      </div>
    </div>
  );
}

function Check({
  checked,
  onChange,
  label,
  hint,
  disabled,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
  hint: string;
  disabled: boolean;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-[0.95rem]">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
      />
      <span>
        {label}
        <span className="block text-sm text-muted">{hint}</span>
      </span>
    </label>
  );
}

/** Who wrote a story being changed, and when it was made and last changed. */
function StoryByline({ story }: { story: NewsArticle }) {
  const { t } = useLingui();
  const author = story.author
    ? (story.author.displayName ?? story.author.username)
    : t`The Inklore team`;
  const created = formatLongDate(story.createdAt);
  const changed = formatLongDate(story.updatedAt);
  return (
    <p className="text-sm text-muted">
      <Trans>
        By {author} · Created <time dateTime={story.createdAt}>{created}</time> · Last changed{' '}
        <time dateTime={story.updatedAt}>{changed}</time>
      </Trans>
    </p>
  );
}

/**
 * Writing a new story or changing one (spec §2 /admin/news): title, excerpt, Markdown body
 * with its live preview, the brand it is about (ADR 060), cover image, published and featured. Sends only what the contract
 * takes (POST /api/news, PUT /api/news/{id}); the server checks everything again.
 */
export function StoryEditor({
  story,
  onDone,
}: {
  story: NewsArticle | null;
  onDone: (saved: NewsArticle | null) => void;
}) {
  const { t } = useLingui();
  const save = useSaveStory();
  const form = useForm(
    { title: story?.title ?? '', excerpt: story?.excerpt ?? '', body: story?.body ?? '' },
    storyErrors,
  );
  const [published, setPublished] = useState(story?.published ?? false);
  // ADR 060: the brand the story is about reaches that brand's followers' feed
  const [brand, setBrand] = useState(story?.brand ?? '');
  const brandTooLong = brand.trim().length > BRAND_MAX;
  const [featured, setFeatured] = useState(story?.featured ?? false);
  const [cover, setCover] = useState<Cover>({ kind: 'keep' });
  const busy = form.busy || cover.kind === 'working';
  const excerptId = useId();
  const excerptOver = form.values.excerpt.length > NEWS_LIMITS.excerptMax;

  return (
    <form
      noValidate
      className="mt-6 flex flex-col gap-6"
      onSubmit={(e) => {
        e.preventDefault();
        if (busy || brandTooLong) return;
        void form.submit(
          async (v) => {
            const body: NewsStoryUpdate = {
              title: v.title,
              excerpt: v.excerpt,
              body: v.body,
              published,
              featured,
            };
            if (cover.kind === 'new') body.coverImage = cover.dataUrl;
            if (cover.kind === 'remove' && story) body.coverImage = null;
            // a new story leaves an empty brand out; a story changed to no brand sends null
            const about = brand.trim();
            if (about) body.brand = about;
            else if (story?.brand) body.brand = null;
            const saved = await save.mutateAsync({ id: story?.id ?? null, body });
            onDone(saved);
          },
          t`The story could not be saved. Please try again.`,
        );
      }}
    >
      {form.formError && <FormAlert>{form.formError}</FormAlert>}
      {story && <StoryByline story={story} />}
      <TextField
        {...form.field('title')}
        label={t`Title`}
        maxLength={NEWS_LIMITS.titleMax + 20}
        hint={characterCount(form.values.title.length, NEWS_LIMITS.titleMax)}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={excerptId} className="text-sm font-medium">
          <Trans>Excerpt</Trans>
        </label>
        <textarea
          id={excerptId}
          name="excerpt"
          data-field="excerpt"
          rows={3}
          value={form.values.excerpt}
          onChange={(e) => form.set('excerpt', e.target.value)}
          onBlur={() => form.blur('excerpt')}
          aria-invalid={form.errors.excerpt || excerptOver ? true : undefined}
          aria-describedby={`${excerptId}-hint${form.errors.excerpt ? ` ${excerptId}-error` : ''}`}
          className={cn(inputClass, 'h-auto min-h-20 resize-y py-2.5 leading-relaxed')}
        />
        <p
          id={`${excerptId}-hint`}
          className={cn('text-[0.82rem]', excerptOver ? 'text-oxblood' : 'text-muted')}
        >
          <Trans>A sentence or two for the story's card and the feed.</Trans>{' '}
          <span className="font-mono text-xs">
            {form.values.excerpt.length}/{NEWS_LIMITS.excerptMax}
          </span>
        </p>
        {form.errors.excerpt && (
          <FieldError id={`${excerptId}-error`}>{form.errors.excerpt}</FieldError>
        )}
      </div>
      <BodyField
        value={form.values.body}
        onChange={(v) => form.set('body', v)}
        onBlur={() => form.blur('body')}
        error={form.errors.body}
      />
      <TextField
        name="brand"
        label={t`Brand (optional)`}
        value={brand}
        onChange={setBrand}
        maxLength={BRAND_MAX + 20}
        error={brandTooLong ? t`The brand has at most ${BRAND_MAX} characters.` : undefined}
        hint={t`A brand of the catalogue, spelled as there: members who follow it see the story in their feed once it is published.`}
      />
      <CoverField
        current={story?.coverImageUrl ?? null}
        cover={cover}
        onChange={setCover}
        disabled={busy}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium">
          <Trans>Visibility</Trans>
        </legend>
        <Check
          checked={published}
          onChange={setPublished}
          disabled={busy}
          label={t`Published`}
          hint={t`Everyone can read it on Tidings & Stories and in the feed. Unticked, it is a draft only staff see.`}
        />
        <Check
          checked={featured}
          onChange={setFeatured}
          disabled={busy}
          label={t`Featured`}
          hint={t`Shown among the featured stories on the home page (the newest two) once published.`}
        />
      </fieldset>
      <div className="flex flex-wrap items-center gap-3 border-t border-rule pt-5">
        <Button type="submit" disabled={busy}>
          {form.busy ? (
            <Spinner className="size-4" />
          ) : (
            <Save className="size-4" aria-hidden="true" />
          )}
          {story ? t`Save changes` : published ? t`Publish story` : t`Save draft`}
        </Button>
        <Button variant="ghost" disabled={form.busy} onClick={() => onDone(null)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
