import type { WebPage } from '@inklore/contract/web-paths';
import type { PageName } from './pages.ts';

// The path table lives in the contract, where the server reads it too (404 for unknown pages).
export * from '@inklore/contract/web-paths';

/** Every page the path table can name has its component in pages.ts, and no other. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const PAGES_MATCH_PATHS: Same<WebPage, PageName> = true;
