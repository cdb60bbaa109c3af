import type { Ink } from '@inklore/contract';
import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { inkHistoryPath } from '@inklore/contract/revisions/revisions.rules';
import { SuggestCorrection } from './suggest-correction.tsx';
import { ArrowLeft, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '#src/components/card.tsx';
import { ServerHtml } from '#src/components/server-html.tsx';
import { Swab, Swatch } from '#src/components/swatch.tsx';
import { Badge } from '#src/components/ui/badge.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { Spinner } from '#src/components/ui/spinner.tsx';
import { LocalDate } from '#src/components/local-date.tsx';
import { useHead, usePageStatus } from '#src/lib/head.ts';
import { langOf } from '#src/lib/cjk-fonts.ts';
import { Link } from '#src/lib/router.tsx';
import { colourFamilyWord, inkPropertyWord } from '#src/lib/catalogue-words.ts';
import { BRAND_OPTIONS, browseHref, EMPTY_FILTERS } from '../browse-params.ts';
import { lastBrowseHref } from '../last-browse.ts';
import { readerName } from '../reader-name.ts';
import { ColorDot } from './color-dot.tsx';

// The ink page's own parts (/ink/{id}); the page itself, which puts them beside the gallery,
// the ink-ventory, the colour block and the comments, is in app/pages/ink-profile.tsx.

export function BackToBrowse() {
  return (
    <Link
      to={lastBrowseHref()}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      <Trans>Back to Browse</Trans>
    </Link>
  );
}

/** No ink has this id (404), or it could not be loaded (503). */
export function InkNotFound({ failed }: { failed: boolean }) {
  const { t } = useLingui();
  useHead(
    t`Ink Profile Not Found`,
    t`The ink profile you're looking for doesn't exist or has been removed.`,
  );
  usePageStatus(failed ? 503 : 404);
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <div className="swab-ground grid size-28 place-items-center rounded-full">
        <Swab hex="#8a8f9c" seed={2} className="h-14 w-20 opacity-40" />
      </div>
      <h1 className="mt-6 text-3xl">
        <Trans>Ink Profile Not Found</Trans>
      </h1>
      <p className="mt-3 text-muted">
        <Trans>The ink profile you're looking for doesn't exist or has been removed.</Trans>
      </p>
      {failed && (
        <p className="mt-2 text-sm text-muted">
          <Trans>Failed to fetch ink profile</Trans>
        </p>
      )}
      <Link to="/browse" className={buttonClass('primary', 'md', 'mt-6')}>
        <Trans>Browse All Inks</Trans>
      </Link>
    </div>
  );
}

export function InkLoading() {
  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-6 sm:px-6" aria-busy="true">
      <div className="skeleton h-4 w-60" />
      <div className="mt-8 grid gap-8 md:grid-cols-[minmax(0,22rem)_1fr]">
        <div className="skeleton aspect-[4/3] rounded-xl" />
        <div className="flex flex-col justify-center gap-4">
          <p role="status" className="inline-flex items-center gap-2 text-muted">
            <Spinner className="size-4 text-primary" /> <Trans>Loading ink profile...</Trans>
          </p>
          <div className="skeleton h-10 w-3/4" />
          <div className="skeleton h-4 w-1/3" />
        </div>
      </div>
    </div>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7.5rem_1fr] gap-3 border-t border-rule py-2.5 first:border-t-0 first:pt-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 text-[0.95rem] break-words">{children}</dd>
    </div>
  );
}

function brandLink(brand: string): string {
  const listed = BRAND_OPTIONS.includes(brand);
  return listed
    ? browseHref({ ...EMPTY_FILTERS, brands: [brand] })
    : browseHref({ ...EMPTY_FILTERS, search: brand });
}

/**
 * The swatch, brand, name, other names and badges at the top of the page; `actions` are the
 * buttons under them (share, report, compare, staff).
 */
/**
 * The ink's name, facts and actions, beside its picture: the catalogue swatch, or the main
 * image the page gives (`picture`: an approved profile image, ADR 043's composition).
 */
export function InkHeader({
  ink,
  actions,
  picture,
  brandAction,
}: {
  ink: Ink;
  actions: ReactNode;
  picture?: ReactNode;
  /** Beside the brand's name (another feature's: Follow the brand; the page gives it). */
  brandAction?: ReactNode;
}) {
  const { i18n } = useLingui();
  // a Japanese reader sees the maker's own name first (ADR 083)
  const reader = readerName(ink, i18n.locale);
  const aliases = reader.others.map((alias, i) => (
    <span key={alias}>
      {i > 0 && ', '}
      <span className="text-ink" lang={langOf(alias)}>
        {alias}
      </span>
    </span>
  ));
  return (
    // Top-aligned, not centred beside the picture: the member's buttons (Report, Ink a pen, a
    // profile image) arrive after the page does, and a second row of them would move the name
    // and the buttons above it half a row up, under a finger or a pointer already on its way.
    <header className="mt-6 grid items-start gap-6 md:grid-cols-[minmax(0,24rem)_1fr] md:gap-10">
      {picture ?? (
        <Swatch
          hex={ink.colorHex}
          family={colourFamilyWord(ink.color)}
          seed={ink.id}
          className="w-full"
        />
      )}
      <div className="md:pt-8">
        <p className="text-sm font-semibold tracking-[0.14em] text-muted uppercase">
          <Link to={brandLink(ink.brand)} className="hover:text-primary">
            {ink.brand}
          </Link>
          {ink.line && (
            <span className="font-normal normal-case tracking-normal"> · {ink.line}</span>
          )}
          {brandAction}
        </p>
        <h1
          className="mt-2 text-[2.2rem] leading-[1.1] sm:text-[3rem]"
          lang={reader.lang ?? langOf(reader.name)}
        >
          {reader.name}
        </h1>
        {reader.catalogueName !== undefined && (
          <p className="mt-1 font-serif text-xl text-muted">{reader.catalogueName}</p>
        )}
        {aliases.length > 0 && (
          <p className="mt-2 text-muted" data-testid="ink-aliases">
            <Trans>Also known as: {aliases}</Trans>
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-2">
          {ink.featured && (
            <Badge tone="featured">
              <Star className="size-3 fill-current" aria-hidden="true" />
              <Trans>Featured</Trans>
            </Badge>
          )}
          <Badge>
            <ColorDot family={ink.color} className="size-3" />
            {colourFamilyWord(ink.color)}
          </Badge>
          {ink.properties.map((p) => (
            <Badge key={p} tone="primary">
              {inkPropertyWord(p)}
              {ink.communityProperties?.includes(p) && (
                <span className="font-normal">
                  {' · '}
                  <Trans>voted by members</Trans>
                </span>
              )}
            </Badge>
          ))}
        </div>
        <div className="mt-6 flex flex-wrap gap-2">{actions}</div>
      </div>
    </header>
  );
}

export function Specifications({ ink }: { ink: Ink }) {
  const { t } = useLingui();
  return (
    <Card title={t`Specifications`}>
      <dl>
        <Row label={t`Brand`}>
          <Link to={brandLink(ink.brand)} className="link">
            {ink.brand}
          </Link>
        </Row>
        {ink.line && <Row label={t`Line`}>{ink.line}</Row>}
        <Row label={t`Colour`}>
          <span className="inline-flex items-center gap-2">
            <ColorDot family={ink.color} />
            <Link to={browseHref({ ...EMPTY_FILTERS, colors: [ink.color] })} className="link">
              {colourFamilyWord(ink.color)}
            </Link>
          </span>
        </Row>
        <Row label={t`Hex`}>
          <span className="inline-flex items-center gap-2 font-mono text-sm uppercase">
            <span
              aria-hidden="true"
              className="size-3.5 rounded-sm shadow-[inset_0_0_0_1px_rgb(0_0_0/0.15)]"
              style={{ background: ink.colorHex }}
            />
            {ink.colorHex}
          </span>
        </Row>
        {/* eslint-disable-next-line no-restricted-syntax -- a colour space's name */}
        <Row label="CIELAB">
          <span className="font-mono text-sm" title={t`CIELAB (D65) of the swatch colour`}>
            L* {ink.lab.l.toFixed(1)} · a* {ink.lab.a.toFixed(1)} · b* {ink.lab.b.toFixed(1)}
          </span>
        </Row>
        {ink.properties.length > 0 && (
          <Row label={t`Properties`}>
            <span className="flex flex-wrap gap-1.5">
              {ink.properties.map((p) => (
                <Badge key={p} tone="primary">
                  {inkPropertyWord(p)}
                  {ink.communityProperties?.includes(p) && (
                    <span className="font-normal">
                      {' · '}
                      <Trans>voted by members</Trans>
                    </span>
                  )}
                </Badge>
              ))}
            </span>
          </Row>
        )}
        {ink.source && (
          <Row label={t`Data source`}>
            <span className="text-sm text-muted">{ink.source}</span>
          </Row>
        )}
        <Row label={t`Changes`}>
          <span className="flex flex-col items-start gap-1">
            <span>
              <Link to={inkHistoryPath(ink.id)} className="link">
                <Trans>History</Trans>
              </Link>
              <span className="text-sm text-muted">
                {' · '}
                <Trans>every change, who made it and when</Trans>
              </span>
            </span>
            <SuggestCorrection ink={ink} />
          </span>
        </Row>
      </dl>
    </Card>
  );
}

/**
 * When the ink was added, its images, rating and who shared it, then its collection stats:
 * `imageCount` and `stats` come from the gallery and the ink-ventory (the page gives them).
 */
export function ProfileDetails({
  ink,
  imageCount,
  stats,
}: {
  ink: Ink;
  imageCount: number;
  stats: ReactNode;
}) {
  const { t } = useLingui();
  const rating = ink.averageRating?.toFixed(1);
  const members = ink.reviewCount;
  return (
    <Card title={t`Profile Details`}>
      <dl>
        <Row label={t`Added`}>
          <Trans>
            Added on <LocalDate iso={ink.createdAt} />
          </Trans>
        </Row>
        <Row label={t`Gallery`}>
          {imageCount <= 0
            ? t`No images in gallery`
            : t`${plural(imageCount, { one: '# image in gallery', other: '# images in gallery' })}`}
        </Row>
        {rating !== undefined && (
          <Row label={t`Rating`}>
            <Trans>
              {rating} of 5 from <Plural value={members} one="# member" other="# members" />
            </Trans>
          </Row>
        )}
        {ink.submittedBy && <Row label={t`Shared by`}>{ink.submittedBy.username}</Row>}
      </dl>
      <h3 className="mt-5 font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
        <Trans>Collection Stats</Trans>
      </h3>
      {stats}
    </Card>
  );
}

export function DescriptionCard({ ink }: { ink: Ink }) {
  const { t } = useLingui();
  return (
    <Card title={t`Description`}>
      {ink.descriptionHtml ? (
        <ServerHtml html={ink.descriptionHtml} />
      ) : ink.description ? (
        <p className="prose-ink whitespace-pre-line">{ink.description}</p>
      ) : (
        <p className="text-muted">
          <Trans>No description yet.</Trans>
        </p>
      )}
    </Card>
  );
}
