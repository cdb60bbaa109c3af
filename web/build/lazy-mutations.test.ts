import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { callHook } from './call-hook.ts';
import { lazyMutations } from './lazy-mutations.ts';

/** TanStack Query's own build, as the browser's build meets it. */
const modern = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tanstack/query-core/package.json')),
  'build/modern',
);
const clientFile = path.join(modern, 'queryClient.js');
const observerFile = path.join(modern, 'mutationObserver.js');

const transform = (file: string, code = fs.readFileSync(file, 'utf8')) =>
  callHook(lazyMutations(), 'transform', code, file) as { code: string } | null;

// The library's modules with the two transformed, in a folder of their own (whose path the
// plugin does not know, so Vitest's own run of the config's plugins leaves them as they are),
// without their source maps (not copied)
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lazy-mutations-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
for (const name of fs.readdirSync(modern).filter((f) => f.endsWith('.js'))) {
  const file = path.join(modern, name);
  const code = [clientFile, observerFile].includes(file)
    ? (transform(file)?.code ?? '')
    : fs.readFileSync(file, 'utf8');
  fs.writeFileSync(path.join(dir, name), code.replace(/^\/\/# sourceMappingURL=.*$/m, ''));
}
fs.writeFileSync(path.join(dir, 'package.json'), '{ "type": "module" }');
const load = (name: string): Promise<Record<string, unknown>> =>
  import(pathToFileURL(path.join(dir, name)).href) as Promise<Record<string, unknown>>;

type Client = {
  getMutationCache(): { getAll(): unknown[] };
  isMutating(): number;
  resumePausedMutations(): Promise<unknown>;
  clear(): void;
};
type Observer = { mutate(v: number): Promise<number> };

describe('lazy mutations', () => {
  it('takes the MutationCache out of the QueryClient module, and gives it to useMutation', () => {
    const client = transform(clientFile)?.code ?? '';
    expect(fs.readFileSync(clientFile, 'utf8')).toMatch(/from "\.\/mutationCache\.js"/);
    expect(client).not.toMatch(/from "\.\/mutationCache\.js"/);
    // the constructor makes none
    expect(client).toContain('this.#mutationCache = config.mutationCache;');
    expect(client).not.toContain('|| new MutationCache()');
    expect(transform(observerFile)?.code).toMatch(
      /^import \{ MutationCache as \w+ \} from "\.\/mutationCache\.js";/,
    );
    // the other modules are as the library wrote them
    expect(transform(path.join(modern, 'queryCache.js'))).toBeNull();
  });

  it('makes a working MutationCache on first need, none before', async () => {
    const { QueryClient } = await load('queryClient.js');
    const client = new (QueryClient as new () => Client)();
    // before any mutation: none pending, nothing to resume or clear
    expect(client.isMutating()).toBe(0);
    await expect(client.resumePausedMutations()).resolves.toBeUndefined();
    client.clear();
    // useMutation's module brings the class
    const { MutationObserver } = await load('mutationObserver.js');
    const { MutationCache } = await load('mutationCache.js');
    const cache = client.getMutationCache();
    expect(cache).toBeInstanceOf(MutationCache);
    expect(client.getMutationCache()).toBe(cache);
    let finish: (answer: number) => void = () => undefined;
    const observer = new (MutationObserver as new (c: Client, o: object) => Observer)(client, {
      mutationFn: () =>
        new Promise<number>((resolve) => {
          finish = resolve;
        }),
    });
    const done = observer.mutate(20);
    await Promise.resolve();
    expect(client.isMutating()).toBe(1);
    finish(21);
    await expect(done).resolves.toBe(21);
    expect(client.isMutating()).toBe(0);
    expect(cache.getAll()).toHaveLength(1);
    client.clear();
    expect(cache.getAll()).toHaveLength(0);
  });

  it('stops the build on a queryClient.js it does not know', () => {
    const code = fs.readFileSync(clientFile, 'utf8');
    for (const changed of [
      code.replace('|| new MutationCache()', '?? new MutationCache()'),
      code.replace('import { MutationCache } from "./mutationCache.js";', ''),
      // a call on the cache the client's stand-in does not answer
      code.replace('clear() {\n', 'clear() {\n\t\tthis.#mutationCache.forget();\n'),
    ]) {
      expect(changed).not.toBe(code);
      expect(() => transform(clientFile, changed)).toThrow(/lazy-mutations\.ts knows/);
    }
  });
});
