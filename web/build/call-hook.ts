import type { Plugin } from 'vite';

/**
 * For the build's tests: a plugin's hook as a plain function (a hook may be written as a
 * function or as `{ handler }`), called without Vite's context, which these plugins never use.
 */
export function callHook(
  plugin: Plugin,
  name: 'load' | 'transform' | 'resolveId' | 'transformIndexHtml',
  ...args: unknown[]
): unknown {
  const hook: unknown = plugin[name];
  const fn: unknown =
    typeof hook === 'object' && hook !== null ? Reflect.get(hook, 'handler') : hook;
  if (typeof fn !== 'function') throw new Error(`${plugin.name} has no ${name} hook`);
  return Reflect.apply(fn, {}, args);
}
