import { textProblem } from '@inklore/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#src/lib/errors.ts';
import { isApiRoute } from './request-target.ts';

/**
 * The first string under `value` (at any depth) that breaks the text rule, with its path. The
 * path is built only for what is found: a 5,000-row import body is walked in a few
 * milliseconds, not tens.
 */
function findBadText(value: unknown, path: string): [string, string] | null {
  const found = badTextIn(value, 0);
  if (!found) return null;
  const [keys, problem] = found;
  const at = [path, ...keys.reverse()].filter(Boolean).join('.');
  return [at || 'request', problem];
}

/** The problem and the keys leading to it, innermost first. */
function badTextIn(value: unknown, depth: number): [string[], string] | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [[], problem] : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = badTextIn(value[i], depth + 1);
      if (found) {
        found[0].push(String(i));
        return found;
      }
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    // a bad key is reported at its parent's path
    const keyProblem = textProblem(key);
    if (keyProblem) return [[], keyProblem];
    const found = badTextIn((value as Record<string, unknown>)[key], depth + 1);
    if (found) {
      found[0].push(key);
      return found;
    }
  }
  return null;
}

/**
 * Rules for every API call, before any schema or query sees it:
 * - a route that declares no query parameters refuses any (routes that declare them refuse
 *   unknown ones through their strict schema);
 * - the one text rule (contract/src/shared/text.rules.ts) on every string in the path, the query or the
 *   body: no control characters, no lone surrogates. Name fields add theirs in the contract.
 */
export function registerInputRules(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (!isApiRoute(req)) return;
    if (!req.routeOptions.schema?.querystring && req.query && typeof req.query === 'object') {
      const [unknown] = Object.keys(req.query);
      if (unknown !== undefined) {
        const message = `${unknown} is not a known parameter`;
        throw new AppError(400, 'validation_failed', `Invalid ${unknown}: ${message}`, {
          [unknown]: message,
        });
      }
    }
    const found =
      findBadText(req.params, '') ?? findBadText(req.query, '') ?? findBadText(req.body, '');
    if (found) {
      const [field, problem] = found;
      throw new AppError(400, 'validation_failed', `Invalid ${field}: ${problem}`, {
        [field]: problem,
      });
    }
    await Promise.resolve();
  });
}
