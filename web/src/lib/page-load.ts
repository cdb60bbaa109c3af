/**
 * A whole page load of `url`, as the browser does it for another site or another language
 * (ADR 079): an object, so that the screens' tests can watch it (jsdom cannot load a page).
 */
export const pageLoad = {
  to(url: string): void {
    window.location.assign(url);
  },
};
