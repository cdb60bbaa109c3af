import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The project's lint rules that keep the layers apart (no-restricted-imports and
 * no-restricted-syntax, as eslint.config.js sets them for `file`) on a piece of code, as if it
 * were the file at `file`. Those rules read the syntax only, so the code is parsed without the
 * TypeScript program the type-aware rules need: building that took 3 s a lint.
 */
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('no-restricted-'),
});

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('only *.queries.ts touches the database (eslint.config.js)', () => {
  const query = [
    "import { sql } from 'kysely';",
    "import type { Db } from '#src/db/database.ts';",
    "export const count = (db: Db) => db.selectFrom('inks').selectAll().execute();",
    'export const one = sql`select 1`;',
  ].join('\n');

  it('fails a route, a service, a policy or a presenter that imports Kysely or builds a query', async () => {
    for (const file of [
      'server/src/features/health/health.routes.ts',
      'server/src/features/inks/inks.service.ts',
      'server/src/features/comments/comments.policy.ts',
      'server/src/features/news/news.present.ts',
    ]) {
      const problems = await lint(file, query);
      expect(
        problems.filter((p) => p.startsWith('no-restricted-imports')),
        file,
      ).toHaveLength(1);
      expect(
        problems.filter((p) => p.startsWith('no-restricted-syntax')),
        file,
      ).toHaveLength(2);
    }
  });

  it('lets a queries module do it', async () => {
    const problems = await lint('server/src/features/inks/inks.queries.ts', query);
    expect(problems.filter((p) => p.startsWith('no-restricted'))).toEqual([]);
  });
}, 60_000);
