import { expect, type Page } from '@playwright/test';

/**
 * /profile draws its cards at once and fills each when its data arrives: a card filling in
 * (badges, ink-ventory, collections) moves the cards below it. A click aimed at a card lower
 * down waits for them all, or it can land where the card was a moment before.
 */
export async function profileFilledIn(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Loading your/ })).toHaveCount(0);
}
