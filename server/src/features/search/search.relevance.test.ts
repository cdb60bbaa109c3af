import { afterAll, beforeAll, expect, it } from 'vitest';
import { searchTerms } from '#src/db/text.ts';
import { createTestApp, type TestContext } from '../../../test/helpers.ts';
import { recallAt10, relevanceQueries } from '../../../test/relevance.ts';
import { searchDocs } from './search.queries.ts';
import { searchInks } from './search.service.ts';

/**
 * Our relevance test: every form in which ink people type a query (typos, other
 * spellings of brands, names in another script, half-typed words...) over a quarter of the
 * demo catalogue, on the database under test. recall@10 must be at least 0.98 in every form.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('finds the ink among the first ten results for at least 98% of the queries of every form', async () => {
  const queries = relevanceQueries(await searchDocs(t.db));
  expect(queries.length).toBeGreaterThan(1000);
  const report = await recallAt10(
    queries,
    async (q) =>
      (await searchInks(t.db, searchTerms(q), { brands: [], colors: [], properties: [] }, 0, 10))
        .ids,
  );
  const summary = report.byForm.map((f) => `${f.form}: ${f.recall.toFixed(3)} of ${f.queries}`);
  for (const f of report.byForm) {
    expect(
      f.recall,
      `${summary.join('\n')}\nmisses: ${JSON.stringify(report.misses.slice(0, 10))}`,
    ).toBeGreaterThanOrEqual(0.98);
  }
  // every form the issue names is asked at least a few times
  expect(report.byForm.map((f) => f.form)).toEqual(
    expect.arrayContaining([
      'one typo in the longest word',
      'brand as people write it',
      'name in another script or spelling',
      'last word half typed',
      'line and name, no brand',
      'brand and colour word',
      'brand and property word',
      'hyphen, space or joined',
    ]),
  );
  expect(report.overall).toBeGreaterThanOrEqual(0.98);
});
