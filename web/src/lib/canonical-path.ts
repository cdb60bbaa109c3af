// Apart from head.ts, which every first load has: only the server's renderer and the
// browser's writing of a head (apply-head.ts, loaded with a page's first change) use it
// (ADR 082).

/** The address a page is known by: no query, and /inks/{id} is /ink/{id}. */
export function canonicalPath(pathname: string, search = ''): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const ink = /^\/inks\/([^/]+)$/.exec(path);
  // a browse page's filters are part of what it shows; every other page is its path
  return (ink ? `/ink/${ink[1]}` : path) + (path === '/browse' ? search : '');
}
