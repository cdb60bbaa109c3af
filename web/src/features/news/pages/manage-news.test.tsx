import type { CurrentUser, NewsArticle, NewsSummary } from '@inklore/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { setCsrfToken } from '#src/lib/api-client.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { dismissToast, useToastState } from '#src/lib/toast.ts';
import { answerBy } from '#test/fetch-kit.ts';
import { storyErrors } from '../components/story-editor.tsx';
import ManageNewsPage from './manage-news.tsx';

function person(role: CurrentUser['role']): CurrentUser {
  return {
    id: 1,
    username: 'ada',
    email: 'ada@example.org',
    role,
    emailVerified: true,
    displayName: 'Ada',
    firstName: null,
    lastName: null,
    bio: null,
    profileImageUrl: null,
    customProfileImage: null,
    totpEnabled: true,
    hasPassword: true,
    showInkColors: false,
    locale: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    standing: { restriction: null, reason: null, since: null, appeal: null },
    votesCountFrom: '2026-01-02T00:00:00.000Z',
  };
}

function summary(id: number, over: Partial<NewsSummary> = {}): NewsSummary {
  return {
    id,
    title: `Story ${id}`,
    excerpt: `Excerpt ${id}`,
    coverImageUrl: null,
    featured: false,
    published: true,
    author: { username: 'ada', displayName: 'Ada' },
    brand: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...over,
  };
}

function article(id: number, over: Partial<NewsArticle> = {}): NewsArticle {
  return { ...summary(id), body: 'Body', bodyHtml: '<p>Body</p>\n', ...over };
}

function ToastProbe() {
  const { current } = useToastState();
  return <output data-testid="toast">{current ? (current.description ?? '') : ''}</output>;
}

function show(user: CurrentUser | null, at = '/admin/news') {
  window.history.pushState(null, '', at);
  const qc = createQueryClient();
  qc.setQueryData(CURRENT_USER_KEY, user);
  return render(
    <QueryClientProvider client={qc}>
      <BrowserRouter>
        <ManageNewsPage />
        <ToastProbe />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  setCsrfToken('token-1');
});
afterEach(() => {
  vi.unstubAllGlobals();
  dismissToast();
  setCsrfToken(null);
});

describe('the story rules on the page', () => {
  it('match the contract: required, at most so long, one-line titles', () => {
    expect(storyErrors({ title: '', excerpt: ' ', body: '' })).toEqual({
      title: 'The title is required.',
      excerpt: 'The excerpt is required.',
      body: 'The story is required.',
    });
    expect(storyErrors({ title: 'a\nb', excerpt: 'x'.repeat(401), body: 'ok' })).toEqual({
      title: 'The title is one line: remove the line breaks.',
      excerpt: 'The excerpt has at most 400 characters.',
      body: undefined,
    });
  });
});

describe('/admin/news', () => {
  it('asks visitors to sign in and tells members it is for staff, asking the API nothing', () => {
    const calls = answerBy({});
    const { unmount } = show(null);
    expect(screen.getByText('Sign in with a moderator or admin account to see this page.'));
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe(
      '/login?next=%2Fadmin%2Fnews',
    );
    unmount();
    show(person('user'), '/manage-news');
    expect(screen.getByText('This page is for moderators and admins.'));
    expect(calls).toEqual([]);
  });

  it('lists drafts and published stories; Publish sends the change and says so', async () => {
    const draft = summary(2, { published: false, title: 'A draft' });
    const calls = answerBy({
      'GET /api/admin/news': {
        status: 200,
        body: { data: [draft, summary(1, { featured: true })], page: 1, hasMore: false, total: 2 },
      },
      'PUT /api/news/2': { status: 200, body: article(2, { published: true }) },
    });
    show(person('moderator'));
    const list = await screen.findByRole('list', { name: 'Stories' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByText('Draft'));
    expect(first.getByRole('link', { name: 'View draft' }).getAttribute('href')).toBe('/news/2');
    expect(within(rows[1] as HTMLElement).getByText('Featured'));
    expect(within(rows[1] as HTMLElement).getByText('Published'));

    await userEvent.click(first.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Story published.'));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/api/news/2',
      body: { published: true },
      csrf: 'token-1',
    });
  });

  it('filters by status through the address', async () => {
    const calls = answerBy({
      'GET /api/admin/news': { status: 200, body: { data: [], page: 1, hasMore: false, total: 0 } },
    });
    show(person('admin'));
    await screen.findByText('No stories yet. Write the first one.');
    await userEvent.click(screen.getByRole('button', { name: 'Drafts' }));
    await screen.findByText('No drafts. Every story is published.');
    expect(window.location.search).toBe('?status=draft');
    expect(calls.at(-1)?.query.toString()).toContain('status=draft');
  });

  it('writes a story: live preview from the server, inline errors, then the saved draft', async () => {
    const calls = answerBy({
      'POST /api/admin/news/preview': {
        status: 200,
        body: { html: '<h2>Hello</h2>\n<p>&lt;script&gt;</p>\n' },
      },
      'POST /api/news': ({ body }) => ({
        status: 201,
        body: article(9, body as Partial<NewsArticle>),
      }),
      'GET /api/admin/news': { status: 200, body: { data: [], page: 1, hasMore: false, total: 0 } },
    });
    show(person('moderator'), '/admin/news?story=new');
    expect(screen.getByRole('heading', { level: 1, name: 'New story' }));

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('The title is required.'));
    expect(calls.filter((c) => c.path === '/api/news')).toEqual([]);

    await userEvent.type(screen.getByLabelText('Title'), 'Hello inks');
    await userEvent.type(screen.getByLabelText('Excerpt'), 'A short one.');
    await userEvent.type(screen.getByLabelText('Story'), '# Hello');
    expect(screen.getByText(/members who follow it see the story in their feed/)).toBeTruthy();
    const preview = screen.getByTestId('story-preview');
    await waitFor(() =>
      expect(within(preview).getByRole('heading', { level: 2, name: 'Hello' })).toBeTruthy(),
    );
    expect(preview.innerHTML).toContain('&lt;script&gt;');
    expect(preview.querySelector('script')).toBeNull();
    expect(calls.find((c) => c.path === '/api/admin/news/preview')?.body).toEqual({
      body: '# Hello',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe('Draft saved.'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/news')?.body).toEqual({
      title: 'Hello inks',
      excerpt: 'A short one.',
      body: '# Hello',
      published: false,
      featured: false,
    });
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('names the brand a story is about, and takes it away with null', async () => {
    const calls = answerBy({
      'GET /api/news/4': { status: 200, body: article(4, { brand: 'Pilot' }) },
      'POST /api/admin/news/preview': { status: 200, body: { html: '<p>Body</p>' } },
      'PUT /api/news/4': ({ body }) => ({
        status: 200,
        body: article(4, body as Partial<NewsArticle>),
      }),
      'GET /api/admin/news': { status: 200, body: { data: [], page: 1, hasMore: false, total: 0 } },
    });
    show(person('moderator'), '/manage-news?story=4');
    const brand = await screen.findByLabelText('Brand (optional)');
    expect((brand as HTMLInputElement).value).toBe('Pilot');
    await userEvent.clear(brand);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ brand: null }),
    );
  });

  it('shows the server’s refusal on the field it names', async () => {
    answerBy({
      'GET /api/news/4': { status: 200, body: article(4) },
      'POST /api/admin/news/preview': { status: 200, body: { html: '<p>Body</p>' } },
      'PUT /api/news/4': {
        status: 400,
        body: {
          message: 'Invalid title',
          code: 'validation_failed',
          fields: { title: 'The title has at most 160 characters.' },
        },
      },
    });
    show(person('moderator'), '/manage-news?story=4');
    const title = await screen.findByLabelText('Title');
    expect((title as HTMLInputElement).value).toBe('Story 4');
    expect(screen.getByText(/Created/).textContent).toContain('By Ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The title has at most 160 characters.'));
    expect(title.getAttribute('aria-invalid')).toBe('true');
  });
});
