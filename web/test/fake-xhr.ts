import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest in tests: records what was sent, lets the test report upload
 * progress and answer. Installed on the global with `installFakeXhr()`.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders: Record<string, string> = {};
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: Record<string, ((e: ProgressEvent) => void)[]> = {};
  upload = {
    addEventListener: (type: string, fn: (e: ProgressEvent) => void) => {
      (this.uploadListeners[type] ??= []).push(fn);
    },
  };

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, fn: () => void) {
    (this.listeners[type] ??= []).push(fn);
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  send(body: string) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  /** The browser reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    const e = { lengthComputable: true, loaded, total } as ProgressEvent;
    for (const fn of this.uploadListeners.progress ?? []) fn(e);
    if (loaded >= total) for (const fn of this.uploadListeners.load ?? []) fn(e);
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.statusText = status === 201 ? 'Created' : '';
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]),
    );
    for (const fn of this.listeners.load ?? []) fn();
  }

  fail() {
    for (const fn of this.listeners.error ?? []) fn();
  }
}

export function installFakeXhr(): typeof FakeXhr {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}

/** Waits until the code under test has sent a request through the fake. */
export async function nextXhr(): Promise<FakeXhr> {
  for (let i = 0; i < 200; i++) {
    const last = FakeXhr.sent.at(-1);
    if (last) return last;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('no XMLHttpRequest was sent');
}
