/** A catalogue imported by its .po file: compiled by Lingui's Vite plugin (dev server, tests). */
declare module '*.po' {
  export const messages: Record<string, string | unknown[]>;
}
