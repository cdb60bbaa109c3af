import { expect, jsonLd, pageData, test } from '../fixtures/test.ts';

type Story = { id: number; title: string; featured: boolean };

test.describe('news', () => {
  test('the list shows every story with its fixed reading time', async ({ page }) => {
    // The page's own answer (other journeys publish and unpublish stories meanwhile): the
    // server drew the page with it, and the HTML carries it
    await page.goto('/news');
    const list = (await pageData(page, (data) =>
      Array.isArray(Reflect.get(Object(data), 'data')),
    )) as {
      data: Story[];
    }; // NewsList
    await expect(page.getByRole('heading', { level: 1, name: 'Tidings & Stories' })).toBeVisible();
    const cards = page.getByTestId('news-card');
    await expect(cards).toHaveCount(list.data.length);
    for (const story of list.data) {
      const card = cards.filter({ hasText: story.title });
      await expect(card).toContainText(story.featured ? '5 min read' : '3 min read');
    }
  });

  test('a story renders its Markdown safely, with Article data and breadcrumbs', async ({
    page,
  }) => {
    const list = (await (await page.request.get('/api/news?limit=50')).json()) as { data: Story[] }; // NewsList
    const story = list.data.find((s) => s.title.startsWith('Welcome'));
    if (!story) throw new Error('the demo news has no welcome story');
    await page.goto('/news');
    await page.getByRole('link', { name: story.title }).click();
    await expect(page).toHaveURL(new RegExp(`/news/${story.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: story.title })).toBeVisible();
    await expect(page).toHaveTitle(`${story.title} | Inklore`);
    const body = page.locator('.prose-ink');
    await expect(body.locator('strong', { hasText: 'browse' })).toBeVisible();
    await expect(body.locator('em').first()).toContainText('demo story');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
    ).toHaveText(['Home', 'Tidings & Stories', story.title]);
    // structured data is for search engines, which load the address: the server writes it,
    // and a client navigation leaves none of the list's behind (ADR 027)
    expect((await jsonLd(page)).filter((d) => d['@type'] === 'BreadcrumbList')).toEqual([]);
    await page.goto(`/news/${story.id}`);
    const ld = await jsonLd(page);
    expect(ld.find((d) => d['@type'] === 'Article')).toMatchObject({ headline: story.title });
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList')).toMatchObject({
      itemListElement: [{ name: 'Home' }, { name: 'Tidings & Stories' }, { name: story.title }],
    });
  });

  for (const path of ['/news/abc', '/news/99999']) {
    test(`${path} says the story was not found`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Story Not Found' })).toBeVisible();
    });
  }
});

test.describe('information pages', () => {
  for (const [path, heading, text] of [
    ['/faq', 'Frequently Inked Questions', 'Where do the colours come from?'],
    ['/terms', 'Terms & Conditions', 'GNU Affero General Public License'],
    ['/privacy', 'Privacy Policy', 'inklore-cookie-consent'],
    ['/contact', 'Contact Us', 'have not published a contact address yet'],
  ] as const) {
    test(`${path} has real content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
    });
  }
});
