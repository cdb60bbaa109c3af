import type { Ink, InkListResponse } from '@inklore/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import BrowsePage, { SEARCH_DEBOUNCE_MS } from './browse.tsx';

function ink(id: number, name: string): Ink {
  return {
    id,
    name,
    brand: 'Diamine',
    line: null,
    color: 'Blue',
    colorHex: '#224488',
    lab: { l: 30, a: 5, b: -40 },
    description: null,
    images: [],
    properties: [],
    featured: false,
    isOfficial: false,
    averageRating: null,
    reviewCount: 0,
    communityImageCount: 0,
    source: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    submittedBy: null,
  };
}

/** The browser's fetch, answering /api/inks with three inks and recording the query strings. */
function stubApi() {
  const listQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      if (url.pathname === '/api/inks') {
        listQueries.push(url.searchParams);
        const body: InkListResponse = {
          data: [ink(1, 'Oxblood'), ink(2, 'Sargasso Sea'), ink(3, 'Majestic Blue')],
          page: 1,
          hasMore: false,
          total: 3,
        };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }
      return Promise.resolve(new Response(JSON.stringify({ message: 'nope' }), { status: 404 }));
    }),
  );
  return listQueries;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const qc = createQueryClient();
  return render(
    <QueryClientProvider client={qc}>
      <BrowserRouter>
        <BrowsePage />
      </BrowserRouter>
    </QueryClientProvider>,
  );
}

const checkbox = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const searchBox = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search inks' });

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  window.scrollTo = () => undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('browse: the URL and the filters stay in step', () => {
  it('restores search and filters from a pasted address and asks the API for them', async () => {
    const queries = stubApi();
    renderAt('/browse?search=blue&color=Blue&color=Teal&brand=Diamine&properties=Shading');
    expect(searchBox().value).toBe('blue');
    expect(checkbox('Blue').checked).toBe(true);
    expect(checkbox('Teal').checked).toBe(true);
    expect(checkbox('Diamine').checked).toBe(true);
    expect(checkbox('Shading').checked).toBe(true);
    expect(checkbox('Red').checked).toBe(false);
    await screen.findByText('Found 3 inks');
    const q = queries[0];
    expect(q?.get('search')).toBe('blue');
    expect(q?.getAll('color')).toEqual(['Blue', 'Teal']);
    expect(q?.getAll('brand')).toEqual(['Diamine']);
    expect(q?.getAll('properties')).toEqual(['Shading']);
    expect(q?.get('page')).toBe('1');
    expect(q?.get('limit')).toBe('50');
  });

  it('writes a ticked filter into the address, and back undoes it', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/browse?color=Blue');
    await screen.findByText('Found 3 inks');
    await user.click(checkbox('Diamine'));
    await waitFor(() => expect(window.location.search).toBe('?brand=Diamine&color=Blue'));
    expect(checkbox('Diamine').checked).toBe(true);

    await act(async () => {
      window.history.back();
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(window.location.search).toBe('?color=Blue'));
    await waitFor(() => expect(checkbox('Diamine').checked).toBe(false));
    expect(checkbox('Blue').checked).toBe(true);

    await act(async () => {
      window.history.forward();
      await new Promise((r) => setTimeout(r, 50));
    });
    await waitFor(() => expect(checkbox('Diamine').checked).toBe(true));
  });

  it('applies typed search text 300 ms after the last key, trimmed', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stubApi();
    renderAt('/browse');
    fireEvent.change(searchBox(), { target: { value: ' ko' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10);
    });
    fireEvent.change(searchBox(), { target: { value: ' kon ' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10);
    });
    expect(window.location.search).toBe('');
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(window.location.search).toBe('?search=kon');
    expect(searchBox().value).toBe(' kon ');
  });

  it('clears the search with the clear button', async () => {
    stubApi();
    const user = userEvent.setup();
    renderAt('/browse?search=oxblood&color=Red');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(window.location.search).toBe('?color=Red'));
    expect(searchBox().value).toBe('');
  });

  it('follows the address when it changes from elsewhere (back after a search)', async () => {
    stubApi();
    renderAt('/browse?search=first');
    act(() => {
      window.history.pushState({ key: 'k2' }, '', '/browse?search=second');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await waitFor(() => expect(searchBox().value).toBe('second'));
  });
});
