import type { Ink } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { InkProperty } from '@inklore/contract/catalogue/catalogue.rules';
import { actorOf, mayEditInk } from '@inklore/contract/shared/policies.rules';
import { ArrowLeft, Save, Star } from 'lucide-react';
import { useState } from 'react';
import { Breadcrumbs } from '#src/components/breadcrumbs.tsx';
import { Button, buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner, Spinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { MessagePage } from '#src/components/message-page.tsx';
import { FormAlert } from '#src/components/ui/fields.tsx';
import { useForm } from '#src/lib/form.ts';
import { isNotFound } from '#src/lib/api-client.ts';
import { cn } from '#src/lib/cn.ts';
import { useHead } from '#src/lib/head.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { Link, useNavigate, useParams } from '#src/lib/router.tsx';
import { toast } from '#src/lib/toast.ts';
import { useEditInk } from '../api/ink-edit-mutations.ts';
import { useInk } from '../api/inks.ts';
import { ImageListEditor } from '../components/image-list-editor.tsx';
import { InkFields } from '../components/ink-fields.tsx';
import {
  draftOfInk,
  editBody,
  imageAddressProblem,
  inkDraftErrors,
  INK_TEXT_FIELDS,
  sameList,
  type InkDraft,
} from '../ink-draft.ts';

function EditForm({ ink }: { ink: Ink }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const edit = useEditInk(ink.id);
  const saved = draftOfInk(ink);
  const form = useForm<keyof InkDraft>(saved, inkDraftErrors);
  const [properties, setProperties] = useState<InkProperty[]>(ink.properties);
  const [featured, setFeatured] = useState(ink.featured);
  const [images, setImages] = useState<string[]>(ink.images);
  // GET /api/inks/{id} gives the other names; without them the list is left as it is
  const savedAliases = ink.aliases ?? null;
  const [aliases, setAliases] = useState<string[]>(savedAliases ?? []);
  const busy = form.busy;
  const changed =
    INK_TEXT_FIELDS.some((k) => form.values[k].trim() !== saved[k].trim()) ||
    !sameList(properties, ink.properties) ||
    featured !== ink.featured ||
    !sameList(images, ink.images) ||
    (savedAliases !== null && !sameList(aliases, savedAliases));

  const save = () =>
    form.submit(
      async (v) => {
        if (images.some((u) => imageAddressProblem(u) !== null)) {
          form.setFormError(
            t`One of the images has an address the catalogue refuses. Remove it to save.`,
          );
          return;
        }
        const { brand, name } = await edit.mutateAsync(
          editBody(v, properties, featured, images, savedAliases && aliases),
        );
        toast({
          title: t`Ink updated`,
          description: t`${brand} ${name} is saved.`,
          variant: 'success',
        });
        navigate(`/ink/${ink.id}`);
      },
      t`The ink could not be saved. Please try again.`,
    );

  return (
    <form
      noValidate
      className="flex flex-col gap-8 rounded-2xl border border-rule bg-surface p-5 sm:p-7"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <InkFields
        form={form}
        properties={properties}
        onProperties={setProperties}
        otherNames={
          savedAliases
            ? {
                names: aliases,
                onChange: setAliases,
                label: t`Other names`,
                hint: t`Other spellings, the name in its own script, an old name: search finds the ink by each. Enter adds one.`,
              }
            : undefined
        }
        disabled={busy}
      />

      <section
        aria-labelledby="images-title"
        className="flex flex-col gap-4 border-t border-rule pt-6"
      >
        <div>
          <h2 id="images-title" className="text-xl">
            <Trans>Images</Trans>
          </h2>
          <p className="mt-1 text-sm text-muted">
            <Trans>
              The ink's own images, in the order its page shows them. Community images are managed
              in its gallery.
            </Trans>
          </p>
        </div>
        <ImageListEditor
          images={images}
          onChange={setImages}
          disabled={busy}
          inkName={`${ink.brand} ${ink.name}`}
        />
      </section>

      <section
        aria-labelledby="featured-title"
        className="flex flex-col gap-3 border-t border-rule pt-6"
      >
        <h2 id="featured-title" className="text-xl">
          <Trans>Featured</Trans>
        </h2>
        <label
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-[0.95rem] has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
            featured ? 'border-ochre/50 bg-ochre-soft/60' : 'border-rule',
          )}
        >
          <input
            type="checkbox"
            checked={featured}
            disabled={busy}
            onChange={(e) => setFeatured(e.target.checked)}
            className="mt-1 size-4 shrink-0 accent-[var(--color-primary)]"
          />
          <span>
            <span className="inline-flex items-center gap-1.5 font-medium">
              <Star className="size-4 text-ochre" aria-hidden="true" />
              <Trans>Feature this ink</Trans>
            </span>
            <span className="block text-sm text-muted">
              <Trans>Featured inks are shown on the home page with a Featured badge.</Trans>
            </span>
          </span>
        </label>
      </section>

      <div className="flex flex-col gap-4 border-t border-rule pt-6">
        {form.formError && <FormAlert>{form.formError}</FormAlert>}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={busy || !changed}>
            {busy ? <Spinner className="size-4" /> : <Save className="size-4" aria-hidden="true" />}
            {busy ? t`Saving...` : t`Save Changes`}
          </Button>
          <Link to={`/ink/${ink.id}`} className={buttonClass('ghost')}>
            <Trans>Cancel</Trans>
          </Link>
          {!changed && !busy && (
            <p className="text-sm text-muted">
              <Trans>No changes yet.</Trans>
            </p>
          )}
        </div>
        <p className="text-sm text-muted">
          <Trans>The change is kept in the audit log with the values before and after.</Trans>
        </p>
      </div>
    </form>
  );
}

function Message({ title, children, back }: { title: string; children: string; back: string }) {
  return (
    <MessagePage
      title={title}
      actions={
        <Link to={back} className={buttonClass('primary')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back === '/browse' ? <Trans>Browse All Inks</Trans> : <Trans>Back to the ink</Trans>}
        </Link>
      }
    >
      <p>{children}</p>
    </MessagePage>
  );
}

/**
 * /ink/{id}/edit (spec §2, §6): moderators and admins correct every field of an ink; others
 * are told the page is not for them. The server asks the same policy (mayEditInk).
 */
export default function InkEditPage() {
  const { id: raw } = useParams();
  const id = parseWholeId(raw);
  const { t } = useLingui();
  const { data: user, isPending: userPending } = useCurrentUser();
  const allowed = mayEditInk(actorOf(user));
  const query = useInk(allowed ? id : null);
  const ink = query.data;
  const inkName = ink && `${ink.brand} ${ink.name}`;
  useHead(inkName ? t`Edit ${inkName}` : t`Edit Ink`, t`Correct an ink of the Inklore catalogue.`);

  if (userPending) return <PageSpinner />;
  if (!user) {
    return (
      <MessagePage
        title={t`Edit Ink`}
        actions={
          <Link
            to={`/login?next=${encodeURIComponent(raw ? `/ink/${raw}/edit` : '/')}`}
            className={buttonClass('primary')}
          >
            <Trans>Sign In</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Sign in with a moderator or admin account to edit inks.</Trans>
        </p>
      </MessagePage>
    );
  }
  if (!allowed) {
    return (
      <Message title={t`Edit Ink`} back={id ? `/ink/${id}` : '/browse'}>
        {t`Only moderators and admins edit ink profiles. If something on this ink is wrong, report it from the ink's page and a moderator will look at it.`}
      </Message>
    );
  }
  if (id === null || (query.isError && isNotFound(query.error))) {
    return (
      <Message title={t`Ink Profile Not Found`} back="/browse">
        {t`The ink profile you're looking for doesn't exist or has been removed.`}
      </Message>
    );
  }
  if (query.isError) {
    return (
      <Message title={t`Edit Ink`} back={`/ink/${id}`}>
        {t`The ink could not be loaded. Check your connection and try again.`}
      </Message>
    );
  }
  if (!ink) return <PageSpinner label={t`Loading ink profile...`} />;

  return (
    <div className="mx-auto max-w-[900px] px-4 pt-6 pb-12 sm:px-6">
      <Breadcrumbs
        items={[
          { label: t`Home`, to: '/' },
          { label: `${ink.brand} ${ink.name}`, to: `/ink/${ink.id}` },
          { label: t`Edit` },
        ]}
      />
      <header className="mt-6">
        <p className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
          <Trans>Edit Ink</Trans>
        </p>
        <h1 className="mt-1 text-[2.1rem] leading-tight break-words sm:text-[2.5rem]">
          {ink.brand} {ink.name}
        </h1>
        <p className="mt-2 text-muted">
          <Trans>
            Correct what is wrong or missing. The catalogue, search and filters follow as soon as
            you save.
          </Trans>
        </p>
      </header>
      <div className="mt-8">
        <EditForm key={`${ink.id}-${ink.updatedAt}`} ink={ink} />
      </div>
    </div>
  );
}
