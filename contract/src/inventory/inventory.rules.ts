/**
 * An ink-ventory entry's entity tag (ADR 089): strong, made from its `updatedAt` exactly as
 * the API presents it. GET, POST and PUT /api/inks/{id}/collection send it as `ETag`; a client
 * that holds an entry makes the same tag from it and sends it in `If-Match` with a PUT or
 * DELETE, which then changes nothing (412) when the entry changed since.
 */
export function entryTag(updatedAt: string): string {
  return `"${updatedAt}"`;
}
