import path from 'node:path';
import type { TestInfo } from '@playwright/test';
import { expect, screenshot, seriousViolations, test } from '../fixtures/test.ts';
import { createUser, signInAs } from '../support/accounts.ts';

/**
 * Moving pens in (ADR 058): Fountain Pen Companion's pens file, then its currently inked
 * file, read on /profile, reviewed row by row and confirmed; the pens and what is inked in them
 * are then on /pens, and the export gives the pairing back in the same columns. Axe on the
 * review, at phone and desktop sizes.
 */

const shot = (info: TestInfo, name: string) =>
  path.join(info.project.outputDir, 'screens', `${info.project.name}-pens-import-${name}.png`);

const PENS = [
  'Brand;Model;Nib;Color;Material;Trim Color;Filling System;Price;Comment;Archived;Archived On;Usage;Daily Usage;Last Inked;Last Cleaned;Last Used;Inked',
  'Pilot;Custom 74;M;Blue;Resin;Gold;Cartridge/converter;;My daily writer;false;;1;3;2025-01-01;;;true',
  'TWSBI;Eco;EF;Clear;;;Piston;;;false;;0;0;;;;false',
].join('\n');
const INKED = [
  'Pen;Ink;Date Inked;Date Cleaned;Comment',
  'Pilot Custom 74, Blue, Resin, Gold, M;Pilot Iroshizuku Kon-peki;2025-01-01;;daily blue',
  'TWSBI Eco, Clear, EF;Nowhere Imaginary Teal;2025-02-01;;',
].join('\n');

test('a member moves their pens and currently inked pens in from Fountain Pen Companion', async ({
  page,
}, info) => {
  test.slow(); // two imports, axe on each review
  const member = createUser('user');
  await signInAs(page.context(), member);
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Import and Export' });
  const file = card.getByLabel('Pens, currently inked or usage CSV file');

  await file.setInputFiles({
    name: 'collected_pens.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(PENS),
  });
  await expect(card.getByText(/The file holds 2 pens/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(card.getByText(/2 pens, 0 pairings and 0 diary days imported/)).toBeVisible();
  await card.getByRole('button', { name: 'Import another file' }).click();

  await file.setInputFiles({
    name: 'currently_inked.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(INKED),
  });
  await expect(card.getByText(/The file holds 2 pairings/)).toBeVisible();
  await expect(
    card.getByText('No ink of the catalogue matches “Nowhere Imaginary Teal”.'),
  ).toBeVisible();
  await expect(card.getByText(/Pilot Iroshizuku Kon-peki/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(card, { path: shot(info, 'review') });
  await card.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(card.getByText(/0 pens, 1 pairing and 0 diary days imported/)).toBeVisible();
  await expect(card.getByText(/1 ink added to your ink-ventory/)).toBeVisible();

  // what is inked in which pen, on the member's pens page
  await page.goto('/pens');
  const current = page.getByRole('region', { name: 'Currently inked' });
  await expect(current.getByText(/Kon-peki/)).toBeVisible();
  await expect(current.getByText(/Custom 74/)).toBeVisible();

  // and back out, in the same columns
  const exported = await page.request.get('/api/auth/export/currently-inked.csv');
  expect(exported.status()).toBe(200);
  expect(await exported.text()).toContain(
    '"Pilot Custom 74, Blue, M";"Pilot Iroshizuku Kon-peki";"2025-01-01";"";"daily blue"',
  );
});
