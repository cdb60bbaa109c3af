import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocale, useLocation } from '#src/lib/router.tsx';
import {
  LOCALE_NAMES,
  LOCALE_PARAM,
  LOCALES,
  type Locale,
} from '@inklore/contract/pages/locales.rules';
import { LogoMark } from '#src/components/logo.tsx';
import { OPEN_CONSENT_BUTTON } from '#src/features/preferences/consent.ts';
import { siteTagline } from '#src/lib/site.ts';
import { PrefetchLink } from '#src/components/prefetch-link.tsx';

const columns = [
  {
    title: msg`Explore`,
    links: [
      { to: '/browse', label: msg`Browse Inks` },
      { to: '/news', label: msg`Tidings & Stories` },
      { to: '/submit', label: msg`Share Discovery` },
    ],
  },
  {
    title: msg`Community`,
    links: [
      { to: '/faq', label: msg`Frequently Inked Questions` },
      { to: '/contact', label: msg`Contact Us` },
      { to: '/terms', label: msg`Terms & Conditions` },
      { to: '/privacy', label: msg`Privacy Policy` },
      { to: '/open-data', label: msg`Open Data` },
    ],
  },
];

export function Footer() {
  const { i18n } = useLingui();
  return (
    <footer className="relative z-[1] mt-20 border-t border-rule bg-surface [overflow-anchor:none]">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md">
            <LogoMark className="size-6" />
            {/* eslint-disable-next-line no-restricted-syntax -- the site's name, the same in every language */}
            <span className="font-serif text-xl font-semibold">Inklore</span>
          </Link>
          <p className="mt-3 font-serif text-lg italic text-muted">{siteTagline()}</p>
          <p className="mt-3 text-sm text-muted">
            <Trans>
              A community database of fountain pen inks. Free software under the GNU AGPL, version 3
              or later.
            </Trans>
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.links[0]?.to} aria-label={i18n._(col.title)}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
              {i18n._(col.title)}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {col.links.map((l) => (
                <li key={l.to}>
                  <PrefetchLink
                    to={l.to}
                    className="text-[0.95rem] hover:text-primary hover:underline"
                  >
                    {i18n._(l.label)}
                  </PrefetchLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-rule">
        <div className="mx-auto flex max-w-[1200px] flex-col gap-2 px-4 py-5 text-xs text-muted sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            <Trans>
              Ink colours from{' '}
              <a className="link" href="https://wilderwrites.ink" rel="noopener noreferrer">
                Wilder Writes
              </a>{' '}
              (GPL-3.0) and{' '}
              <a
                className="link"
                href="https://github.com/Pomax/inkdb-data"
                rel="noopener noreferrer"
              >
                Pomax/inkdb-data
              </a>
              .
            </Trans>
          </p>
          <LanguageSwitch />
          <button
            type="button"
            // answered by the cookie banner's host for the whole document (consent.ts), so it
            // works before the footer's code has loaded (deferred-footer.tsx)
            {...OPEN_CONSENT_BUTTON}
            className="cursor-pointer self-start underline-offset-4 hover:text-ink hover:underline sm:self-auto"
          >
            <Trans>Cookie settings</Trans>
          </button>
        </div>
      </div>
    </footer>
  );
}

/**
 * The languages (ADR 079): the same page in each, by `?hl=`, which the server keeps as the
 * visitor's choice and answers with the page's address in that language. Plain links, so it
 * works before (and without) the app's code.
 */
function LanguageSwitch({ label }: { label?: string }) {
  const { t } = useLingui();
  const { search } = useLocation();
  const locale = useLocale();
  // A query of the page's own address: the page shells, drawn at build time at sample
  // addresses, carry it too, so it names no path (their query is empty; a browse page's filters
  // are kept where the server drew it).
  const hrefIn = (l: Locale) => {
    const query = new URLSearchParams(search);
    query.set(LOCALE_PARAM, l);
    return `?${query.toString()}`;
  };
  return (
    <nav aria-label={label ?? t`Language`}>
      <ul className="flex gap-3">
        {LOCALES.map((l) => (
          <li key={l}>
            {l === locale ? (
              <span aria-current="true" className="font-semibold text-ink" lang={l}>
                {LOCALE_NAMES[l]}
              </span>
            ) : (
              <a
                href={hrefIn(l)}
                hrefLang={l}
                lang={l}
                rel="alternate"
                className="underline-offset-4 hover:text-ink hover:underline"
              >
                {LOCALE_NAMES[l]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
