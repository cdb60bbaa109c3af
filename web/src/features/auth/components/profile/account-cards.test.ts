import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18n } from '#src/lib/i18n.ts';
import { DELETE_ACCOUNT_TEXT } from './account-cards.tsx';
import { groupSecret } from './two-factor-card.tsx';

describe('the profile page', () => {
  it('says what deleting an account does in the words of docs/security.md', () => {
    const doc = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../../docs/security.md'),
      'utf8',
    );
    const section = /## Deleting an account\n\n([\s\S]*?)\n\n/.exec(doc)?.[1];
    expect(section?.replace(/\s+/g, ' ').trim()).toBe(i18n._(DELETE_ACCOUNT_TEXT));
  });
  it('shows the two-factor key in groups of four', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });
});
