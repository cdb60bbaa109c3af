import { expect, test } from '../../fixtures/test.ts';

// Wide screens only: the inline header and the filter sidebar.
test('the desktop header has the search box inline and the browse page a filter sidebar', async ({
  page,
}) => {
  await page.goto('/browse');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  await expect(
    page.locator('header').first().getByRole('searchbox', { name: 'Search inks' }),
  ).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  await expect(sidebar).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Browse Inks' }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  // every brand of the spec's list, then Other
  await sidebar.getByRole('button', { name: /Show all 23 brands/ }).click();
  await expect(sidebar.getByRole('checkbox')).toHaveCount(13 + 23 + 5);
});
