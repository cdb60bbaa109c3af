import { describe, expect, it } from 'vitest';
import { matchPath, recoveryRedirect } from '@inklore/contract/web-paths';
import { pageAt } from './routes.tsx';
import { searchTarget } from './search-box.tsx';

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
  it('knows the spec routes', () => {
    expect(matchPath('/').page).toBe('home');
    expect(matchPath('/browse').page).toBe('browse');
    expect(matchPath('/ink/12')).toEqual({ page: 'ink', id: '12' });
    expect(matchPath('/inks/12')).toEqual({ page: 'ink', id: '12' });
    expect(matchPath('/ink/12/edit')).toEqual({ page: 'inkEdit', id: '12' });
    expect(matchPath('/inks/12/edit/')).toEqual({ page: 'inkEdit', id: '12' });
    expect(matchPath('/submit').page).toBe('submit');
    expect(matchPath('/news/4')).toEqual({ page: 'story', id: '4' });
    expect(matchPath('/faq').page).toBe('faq');
    expect(matchPath('/open-data').page).toBe('openData');
    expect(matchPath('/manage-news').page).toBe('manageNews');
    expect(matchPath('/admin/news').page).toBe('manageNews');
    expect(matchPath('/admin/news/').page).toBe('manageNews');
    // the Atom feed is the server's, not a story called feed.xml
    expect(matchPath('/news/feed.xml').page).toBe('notFound');
    expect(matchPath('/admin').page).toBe('admin');
    expect(matchPath('/admin/').page).toBe('admin');
    expect(matchPath('/user/ada')).toEqual({ page: 'user', username: 'ada' });
    expect(matchPath('/user/%E0')).toEqual({ page: 'user', username: '%E0' });
    expect(matchPath('/collections/3')).toEqual({ page: 'collection', id: '3' });
    expect(matchPath('/collections/3/')).toEqual({ page: 'collection', id: '3' });
    expect(matchPath('/badge-showcase').page).toBe('badgeShowcase');
    expect(matchPath('/login').page).toBe('login');
    expect(matchPath('/signup/').page).toBe('signup');
    expect(matchPath('/verify-email').page).toBe('verifyEmail');
    expect(matchPath('/reset-password').page).toBe('resetPassword');
    expect(matchPath('/oauth-callback').page).toBe('oauthCallback');
    expect(matchPath('/profile').page).toBe('profile');
    expect(matchPath('/nowhere/at/all').page).toBe('notFound');
  });
  it('reads a malformed escape as written instead of failing', () => {
    expect(pageAt('/ink/%E0')).toEqual({ page: 'ink', id: '%E0' });
    expect(pageAt('/ink/12')).toEqual({ page: 'ink', id: '12' });
  });
});

describe('header search', () => {
  it('trims the text and sends an empty search to /browse', () => {
    expect(searchTarget('  ku-jaku  ')).toBe('/browse?search=ku-jaku');
    expect(searchTarget('   ')).toBe('/browse');
    expect(searchTarget('a&b')).toBe('/browse?search=a%26b');
  });
});
