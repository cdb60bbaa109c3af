import { describe, expect, it } from 'vitest';
import { pageAt, pathOf, recoveryRedirect } from './pages.rules.ts';

describe('recovery redirect on the home page', () => {
  it('sends a query token with type=recovery to /reset-password', () => {
    expect(recoveryRedirect('?token=abc&type=recovery', '')).toBe(
      '/reset-password?token=abc&type=recovery',
    );
  });
  it('sends a hash access_token with type=recovery there, keeping the hash', () => {
    expect(recoveryRedirect('', '#access_token=xyz&type=recovery')).toBe(
      '/reset-password#access_token=xyz&type=recovery',
    );
  });
  it('leaves other addresses alone', () => {
    expect(recoveryRedirect('?token=abc', '')).toBeNull();
    expect(recoveryRedirect('?type=recovery', '')).toBeNull();
    expect(recoveryRedirect('', '#access_token=xyz&type=signup')).toBeNull();
    expect(recoveryRedirect('', '')).toBeNull();
  });
});

describe('which page a path shows', () => {
  it('knows the spec pages', () => {
    expect(pageAt('/').page).toBe('home');
    expect(pageAt('/browse').page).toBe('browse');
    expect(pageAt('/ink/12')).toEqual({ page: 'ink', id: '12' });
    expect(pageAt('/inks/12')).toEqual({ page: 'ink', id: '12' });
    expect(pageAt('/ink/12/edit')).toEqual({ page: 'inkEdit', id: '12' });
    expect(pageAt('/inks/12/edit/')).toEqual({ page: 'inkEdit', id: '12' });
    expect(pageAt('/submit').page).toBe('submit');
    expect(pageAt('/news/4')).toEqual({ page: 'story', id: '4' });
    expect(pageAt('/faq').page).toBe('faq');
    expect(pageAt('/open-data').page).toBe('openData');
    expect(pageAt('/manage-news').page).toBe('manageNews');
    expect(pageAt('/admin/news').page).toBe('manageNews');
    expect(pageAt('/admin/news/').page).toBe('manageNews');
    // the Atom feed is the server's, not a story called feed.xml
    expect(pageAt('/news/feed.xml').page).toBe('notFound');
    expect(pageAt('/admin').page).toBe('admin');
    expect(pageAt('/admin/').page).toBe('admin');
    expect(pageAt('/user/ada')).toEqual({ page: 'user', username: 'ada' });
    expect(pageAt('/user/%E0')).toEqual({ page: 'user', username: '%E0' });
    expect(pageAt('/year')).toEqual({ page: 'year' });
    expect(pageAt('/year/2025/')).toEqual({ page: 'year', year: '2025' });
    expect(pageAt('/user/ada/year/2025')).toEqual({
      page: 'userYear',
      username: 'ada',
      year: '2025',
    });
    expect(pageAt('/collections/3')).toEqual({ page: 'collection', id: '3' });
    expect(pageAt('/collections/3/')).toEqual({ page: 'collection', id: '3' });
    expect(pageAt('/badge-showcase').page).toBe('badgeShowcase');
    expect(pageAt('/login').page).toBe('login');
    expect(pageAt('/signup/').page).toBe('signup');
    expect(pageAt('/verify-email').page).toBe('verifyEmail');
    expect(pageAt('/reset-password').page).toBe('resetPassword');
    expect(pageAt('/oauth-callback').page).toBe('oauthCallback');
    expect(pageAt('/profile').page).toBe('profile');
    expect(pageAt('/nowhere/at/all').page).toBe('notFound');
    // a parameter is one part of the path, never an empty one
    expect(pageAt('/ink/12/extra').page).toBe('notFound');
    expect(pageAt('/ink//edit').page).toBe('notFound');
    expect(pageAt('/ink').page).toBe('notFound');
    expect(pageAt('//').page).toBe('notFound');
  });
  it('reads a malformed escape as written instead of failing', () => {
    expect(pageAt('/ink/%E0')).toEqual({ page: 'ink', id: '%E0' });
    expect(pageAt('/ink/12')).toEqual({ page: 'ink', id: '12' });
  });
});

describe("a page's address", () => {
  it('fills the first path of the page with its parameters, encoded, and reads back', () => {
    expect(pathOf({ page: 'ink', id: '12' })).toBe('/ink/12');
    expect(pathOf({ page: 'story', id: '4' })).toBe('/news/4');
    expect(pathOf({ page: 'user', username: 'ada lovelace/x' })).toBe('/user/ada%20lovelace%2Fx');
    expect(pathOf({ page: 'collection', id: '3' })).toBe('/collections/3');
    expect(pathOf({ page: 'manageNews' })).toBe('/admin/news');
    expect(pathOf({ page: 'userYear', username: 'ada', year: '2025' })).toBe('/user/ada/year/2025');
    expect(pageAt(pathOf({ page: 'user', username: 'ada lovelace/x' }))).toEqual({
      page: 'user',
      username: 'ada lovelace/x',
    });
  });
});
