import { useQuery } from '@tanstack/react-query';
import { inkOptions } from '../api/inks.ts';

/** An ink's brand and name by its id; "ink #id" until (or unless) the ink is known. */
export function InkName({ inkId }: { inkId: number }) {
  const ink = useQuery(inkOptions(inkId));
  return <>{ink.data ? `${ink.data.brand} ${ink.data.name}` : `ink #${inkId}`}</>;
}
