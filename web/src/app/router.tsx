import { Redirect, useLocation, type Route } from '#src/lib/router.tsx';
import { pages, type Page } from './pages.ts';
import { COMING_SOON_PATHS, recoveryRedirect } from './route-table.ts';

function Show({ page }: { page: Page }) {
  return <page.Component />;
}

function HomeRoute() {
  const { search, hash } = useLocation();
  const target = recoveryRedirect(search, hash);
  return target ? <Redirect to={target} /> : <pages.home.Component />;
}

const comingSoon = <Show page={pages.comingSoon} />;

/** Spec §2 routes, first match wins. */
export const ROUTES: Route[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/browse', element: <Show page={pages.browse} /> },
  { path: '/ink/:id', element: <Show page={pages.ink} /> },
  { path: '/inks/:id', element: <Show page={pages.ink} /> },
  { path: '/ink/:id/edit', element: comingSoon },
  { path: '/inks/:id/edit', element: comingSoon },
  { path: '/news', element: <Show page={pages.news} /> },
  { path: '/news/:id', element: <Show page={pages.story} /> },
  { path: '/faq', element: <Show page={pages.faq} /> },
  { path: '/terms', element: <Show page={pages.terms} /> },
  { path: '/privacy', element: <Show page={pages.privacy} /> },
  { path: '/contact', element: <Show page={pages.contact} /> },
  { path: '/login', element: <Show page={pages.login} /> },
  { path: '/signup', element: <Show page={pages.signup} /> },
  { path: '/verify-email', element: <Show page={pages.verifyEmail} /> },
  { path: '/reset-password', element: <Show page={pages.resetPassword} /> },
  { path: '/oauth-callback', element: <Show page={pages.oauthCallback} /> },
  { path: '/profile', element: <Show page={pages.profile} /> },
  { path: '/admin', element: <Show page={pages.admin} /> },
  ...COMING_SOON_PATHS.map((path) => ({ path, element: comingSoon })),
  { path: '/user/:username', element: <Show page={pages.user} /> },
  { path: '/collections/:id', element: comingSoon },
  { path: '*', element: <Show page={pages.notFound} /> },
];
