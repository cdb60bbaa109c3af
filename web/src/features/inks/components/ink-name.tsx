import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { inkOptions } from '../api/inks.ts';

/** An ink's brand and name by its id; "ink #id" until (or unless) the ink is known. */
export function InkName({ inkId }: { inkId: number }) {
  const ink = useQuery(inkOptions(inkId));
  const { t } = useLingui();
  const id = String(inkId); // an id, not a count (1234, never 1,234)
  return <>{ink.data ? `${ink.data.brand} ${ink.data.name}` : t`ink #${id}`}</>;
}
