import { textProblem } from '@inklore/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#src/lib/errors.ts';
import { isApiRoute } from './request-target.ts';

/** The first string under `value` (at any depth) that breaks the text rule, with its path. */
function findBadText(value: unknown, path: string, depth = 0): [string, string] | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? [path, problem] : null;
  }
  if (depth > 20 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const keyProblem = textProblem(key);
    if (keyProblem) return [path || 'request', keyProblem];
    const found = findBadText(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Rules for every API call, before any schema or query sees it:
 * - a route that declares no query parameters refuses any (routes that declare them refuse
 *   unknown ones through their strict schema);
 * - the one text rule (contract/src/text.ts) on every string in the path, the query or the
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
