import fs from 'node:fs';
import { expect, seriousViolations, test } from '../fixtures/test.ts';

/** The open data page, reached from the footer, and its downloads. */
test.describe('open data', () => {
  test('the page explains the files, and the CSV downloads by keyboard', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const footerLink = page
      .locator('footer')
      .getByRole('navigation', { name: 'Community' })
      .getByRole('link', { name: 'Open Data' });
    await footerLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/open-data$/);
    await expect(page.locator('main h1')).toHaveText('Open Data');
    await expect(page).toHaveTitle('Open Data | Inklore');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Licence and credits' })).toBeVisible();
    await expect(main).toContainText('Edd Wilder-James / Wilder Writes');
    await expect(main).toContainText('Pomax/inkdb-data');
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    // No sideways scrolling on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    const csvLink = main.getByRole('link', { name: 'inks.csv' });
    await csvLink.focus();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inklore-inks-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), 'utf8');
    const lines = csv.split('\r\n').filter((l) => l !== '');
    expect(lines[0]).toBe(
      'id,brand,line,name,other_names,color_hex,lab_l,lab_a,lab_b,color_family,properties,community_properties,url,image_urls,image_credits,source,submitted_by,created_at,updated_at',
    );
    expect(csv).toContain('Iroshizuku');

    // The JSON holds the same inks, with the licence and the credits in its header.
    const res = await request.get('/api/open-data/inks.json');
    expect(res.status()).toBe(200);
    const data = (await res.json()) as {
      about: { count: number; licence: { spdx: string }; sources: { credit: string }[] };
      inks: unknown[];
    };
    expect(data.inks).toHaveLength(lines.length - 1);
    expect(data.about.count).toBe(data.inks.length);
    expect(data.about.licence.spdx).toBe('GPL-3.0-only');
    expect(data.about.sources.map((s) => s.credit).join(' ')).toContain('Wilder Writes');

    const licence = await request.get('/api/open-data/LICENSE.txt');
    expect(licence.status()).toBe(200);
    expect(await licence.text()).toContain('GNU GENERAL PUBLIC LICENSE');
  });
});
