import { useSyncExternalStore } from 'react';

/** Compare takes 2 to 4 inks (ADR 024). */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export type TrayInk = { id: number; name: string; colorHex: string };

/**
 * The compare tray: the inks picked while browsing, kept for the tab in sessionStorage (like
 * the scroll positions: it lasts for the visit only and tracks nobody, so it asks no consent).
 */
const KEY = 'inklore-compare';
const listeners = new Set<() => void>();
let cache: TrayInk[] | null = null;

function read(): TrayInk[] {
  if (cache) return cache;
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    cache = Array.isArray(raw)
      ? raw
          .filter(
            (v): v is TrayInk =>
              typeof v === 'object' &&
              v !== null &&
              typeof (v as TrayInk).id === 'number' &&
              typeof (v as TrayInk).name === 'string' &&
              typeof (v as TrayInk).colorHex === 'string',
          )
          .slice(0, COMPARE_MAX)
      : [];
  } catch {
    cache = [];
  }
  return cache;
}

function write(next: TrayInk[]): void {
  cache = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage refused (private mode): the tray lasts for the page
  }
  for (const l of listeners) l();
}

export function toggleCompare(ink: TrayInk): void {
  const list = read();
  if (list.some((i) => i.id === ink.id)) write(list.filter((i) => i.id !== ink.id));
  else if (list.length < COMPARE_MAX)
    write([...list, { id: ink.id, name: ink.name, colorHex: ink.colorHex }]);
}

export function clearCompare(): void {
  write([]);
}

const EMPTY: TrayInk[] = [];

export function useCompareTray(): TrayInk[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    read,
    () => EMPTY,
  );
}
