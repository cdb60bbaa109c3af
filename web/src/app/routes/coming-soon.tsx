import { Link, useLocation } from '#src/lib/router.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { useHead } from '#src/lib/head.ts';

/** Routes whose screens arrive in later work: a plain page that says so. */
function featureFor(pathname: string): { title: string; what: string } {
  const p = pathname.replace(/\/+$/, '') || '/';
  if (p === '/badge-showcase') return { title: 'Badge Showcase', what: 'The badge showcase' };
  if (p.startsWith('/collections/')) return { title: 'Collection', what: 'Shared collections' };
  return { title: 'Coming Soon', what: 'This feature' };
}

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const { title, what } = featureFor(pathname);
  useHead(title, `${what} is coming to Inklore.`);
  return (
    <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
      <p className="font-mono text-xs tracking-[0.2em] text-muted uppercase">Coming soon</p>
      <h1 className="mt-3 text-3xl sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted">
        {what} is coming to Inklore. It is not available yet, so there is nothing to fill in here
        meanwhile; the catalogue, the news and your account are all ready.
      </p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <Link to="/browse" className={buttonClass('primary')}>
          Browse Inks
        </Link>
        <Link to="/" className={buttonClass('secondary')}>
          Home
        </Link>
      </div>
    </div>
  );
}
