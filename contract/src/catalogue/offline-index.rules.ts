/**
 * The compact catalogue index the offline app keeps (ADR 089), zod-free so the web app reads
 * it without the schemas: its address, and how many inks it holds at most.
 */

/** GET: every ink a visitor may see as [id, brand, name, hex], the same for everyone. */
export const OFFLINE_INDEX_PATH = '/api/catalogue/offline-index';

/**
 * At most this many inks in the index (ADR 089): past it, the most owned are kept and
 * `capped` says the catalogue holds more.
 */
export const OFFLINE_INDEX_CAP = 50_000;
