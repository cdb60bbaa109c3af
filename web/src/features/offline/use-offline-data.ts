import { useEffect, useState } from 'react';
import {
  onStoreChange,
  readIndex,
  readMine,
  readQueue,
  type CatalogueIndex,
  type Mine,
  type QueuedChange,
} from './store.ts';

export type OfflineData = {
  /** False until IndexedDB has answered (and always on the server). */
  loaded: boolean;
  mine: Mine | undefined;
  index: CatalogueIndex | undefined;
  queue: QueuedChange[];
};

const NOTHING: OfflineData = { loaded: false, mine: undefined, index: undefined, queue: [] };

/** What this device holds, read again whenever it changes. */
export function useOfflineData(): OfflineData {
  const [data, setData] = useState<OfflineData>(NOTHING);
  useEffect(() => {
    let live = true;
    const read = () =>
      void Promise.all([readMine(), readIndex(), readQueue()])
        .then(([mine, index, queue]) => {
          if (live) setData({ loaded: true, mine, index, queue });
        })
        .catch(() => {
          // no IndexedDB (a private window that refuses it): nothing saved on this device
          if (live) setData({ ...NOTHING, loaded: true });
        });
    read();
    const stop = onStoreChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return data;
}
