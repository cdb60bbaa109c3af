import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps every text a person reads in the catalogues (eslint.config.js, ADR
// 078): words written straight into markup or a read attribute fail; words through <Trans> or
// t`` pass. Linted as a real component of the app, with the repository's own configuration.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const component = path.join(root, 'web/src/app/footer.tsx');

async function problems(jsx: string): Promise<string[]> {
  const code = `import { Trans, useLingui } from '@lingui/react/macro';
export function Sample() {
  const { t } = useLingui();
  return (${jsx});
}
`;
  const [result] = await eslint.lintText(code, { filePath: component });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('text outside the catalogues', () => {
  it('fails for words in markup and in read attributes', async () => {
    expect(await problems('<p>Add to collection</p>')).toHaveLength(1);
    expect(await problems('<button aria-label="Close">×</button>')).toHaveLength(1);
    expect(await problems('<input placeholder="Search inks" title="Search" />')).toHaveLength(2);
  }, 60_000);

  it('passes words through <Trans> or t``, and markup without words', async () => {
    expect(await problems('<p><Trans>Add to collection</Trans></p>')).toEqual([]);
    expect(await problems('<button aria-label={t`Close`}>×</button>')).toEqual([]);
    expect(await problems('<p className="text-muted">· {1} ·</p>')).toEqual([]);
  }, 60_000);
});
