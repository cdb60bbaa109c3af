import { useSyncExternalStore } from 'react';

/** Toasts: one at a time (spec §9). A new toast replaces the one on screen. */
export type ToastVariant = 'default' | 'success' | 'error';
export type ToastInput = {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant;
  /** One button that takes the step back (Undo); `altText` says how else to do it. */
  action?: { label: string; altText: string; run: () => void };
};
export type ToastItem = ToastInput & { id: number };

type Snapshot = { current: ToastItem | null; used: boolean };

let snapshot: Snapshot = { current: null, used: false };
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: Snapshot): void {
  snapshot = next;
  for (const l of listeners) l();
}

export function toast(input: ToastInput): number {
  const id = nextId++;
  emit({ current: { variant: 'default', ...input, id }, used: true });
  return id;
}

export function dismissToast(id?: number): void {
  if (!snapshot.current) return;
  if (id !== undefined && snapshot.current.id !== id) return;
  emit({ current: null, used: snapshot.used });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToastState(): Snapshot {
  return useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
}
