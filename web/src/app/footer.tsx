import { Link } from '#src/lib/router.tsx';
import { LogoMark } from '#src/components/logo.tsx';
import { OPEN_CONSENT_BUTTON } from '#src/features/preferences/consent.ts';
import { SITE } from '#src/lib/site.ts';
import { PrefetchLink } from '#src/components/prefetch-link.tsx';

const columns = [
  {
    title: 'Explore',
    links: [
      { to: '/browse', label: 'Browse Inks' },
      { to: '/news', label: 'Tidings & Stories' },
      { to: '/submit', label: 'Share Discovery' },
    ],
  },
  {
    title: 'Community',
    links: [
      { to: '/faq', label: 'Frequently Inked Questions' },
      { to: '/contact', label: 'Contact Us' },
      { to: '/terms', label: 'Terms & Conditions' },
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/open-data', label: 'Open Data' },
    ],
  },
];

export function Footer() {
  return (
    <footer className="relative z-[1] mt-20 border-t border-rule bg-surface [overflow-anchor:none]">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="max-w-sm">
          <Link to="/" className="inline-flex items-center gap-2 rounded-md">
            <LogoMark className="size-6" />
            <span className="font-serif text-xl font-semibold">Inklore</span>
          </Link>
          <p className="mt-3 font-serif text-lg italic text-muted">{SITE.tagline}</p>
          <p className="mt-3 text-sm text-muted">
            A community database of fountain pen inks. Free software under the GNU AGPL, version 3
            or later.
          </p>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="font-sans text-xs font-semibold tracking-[0.14em] text-muted uppercase">
              {col.title}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {col.links.map((l) => (
                <li key={l.to}>
                  <PrefetchLink
                    to={l.to}
                    className="text-[0.95rem] hover:text-primary hover:underline"
                  >
                    {l.label}
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
          </p>
          <button
            type="button"
            // answered by the cookie banner's host for the whole document (consent.ts), so it
            // works before the footer's code has loaded (deferred-footer.tsx)
            {...OPEN_CONSENT_BUTTON}
            className="cursor-pointer self-start underline-offset-4 hover:text-ink hover:underline sm:self-auto"
          >
            Cookie settings
          </button>
        </div>
      </div>
    </footer>
  );
}
