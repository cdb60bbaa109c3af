import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebounced } from '#src/lib/use-debounced.ts';
import { duplicateQuery, duplicatesOptions } from './submissions.ts';

/** How long the brand and name must rest before the catalogue is asked (as the search). */
export const DUPLICATE_DEBOUNCE_MS = 300;

/**
 * The catalogue inks a new ink may duplicate, asked while the member types (debounced); the
 * last answer stays on screen while the next one comes.
 */
export function useLikelyDuplicates(brand: string, name: string) {
  const asked = duplicateQuery(
    useDebounced(brand, DUPLICATE_DEBOUNCE_MS),
    useDebounced(name, DUPLICATE_DEBOUNCE_MS),
  );
  const query = useQuery({
    ...duplicatesOptions(asked?.brand ?? '', asked?.name ?? ''),
    enabled: asked !== null,
    placeholderData: keepPreviousData,
  });
  return {
    asked,
    candidates: asked ? (query.data ?? []) : [],
    checking: asked !== null && query.isFetching,
    failed: asked !== null && query.isError,
  };
}
