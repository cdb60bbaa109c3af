import type { Ink, InkListResponse } from '@inklore/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { SEARCH_DEBOUNCE_MS, SEARCH_PREFETCH_MS } from '#src/features/inks/use-browse.ts';
import BrowsePage from './browse.tsx';

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

const THREE_INKS: InkListResponse = {
  data: [ink(1, 'Oxblood'), ink(2, 'Sargasso Sea'), ink(3, 'Majestic Blue')],
  page: 1,
  hasMore: false,
  total: 3,
};

/**
 * The browser's fetch, answering /api/inks (with three inks, or what `answer` says for the
 * query) and recording the query strings.
 */
function stubApi(answer: (query: URLSearchParams) => InkListResponse = () => THREE_INKS) {
  const listQueries: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const href =
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(href, 'http://localhost');
      if (url.pathname === '/api/inks') {
        listQueries.push(url.searchParams);
        const body = answer(url.searchParams);
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

  it('asks for the answer once typing pauses, and shows it only when the debounce applies it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const queries = stubApi();
    renderAt('/browse');
    const asked = () => queries.filter((q) => q.get('search') === 'kon').length;
    fireEvent.change(searchBox(), { target: { value: 'ko' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_PREFETCH_MS - 30); // still typing
    });
    fireEvent.change(searchBox(), { target: { value: 'kon' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_PREFETCH_MS - 10);
    });
    expect(asked()).toBe(0);
    expect(queries.some((q) => q.get('search') === 'ko')).toBe(false); // never asked mid-word
    await act(async () => {
      vi.advanceTimersByTime(20);
      await Promise.resolve();
    });
    expect(asked()).toBe(1); // asked, not yet shown
    expect(window.location.search).toBe('');
    await act(async () => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS);
      await Promise.resolve();
    });
    expect(window.location.search).toBe('?search=kon');
    expect(asked()).toBe(1); // the answer already asked for is the one shown
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

/** The catalogue as the search answers it: marks on what matched, suggestions when nothing did. */
function searchAnswer(q: URLSearchParams): InkListResponse {
  const search = q.get('search');
  const none = { data: [], page: 1, hasMore: false, total: 0 };
  if (search === 'oxblod' || search === 'Diamine Oxblood')
    return {
      data: [
        {
          ...ink(202, 'Oxblood'),
          marks: {
            name: [[0, 7]],
            brand: search === 'Diamine Oxblood' ? [[0, 7]] : [],
            line: [],
          },
        },
      ],
      page: 1,
      hasMore: false,
      total: 1,
    };
  if (search === '色彩雫紺碧')
    return {
      data: [
        {
          ...ink(551, 'Kon-peki'),
          brand: 'Pilot',
          line: 'Iroshizuku',
          marks: { name: [], brand: [], line: [], alias: '色彩雫 紺碧' },
        },
      ],
      page: 1,
      hasMore: false,
      total: 1,
    };
  if (search === 'xoblood')
    return q.getAll('color').includes('Blue')
      ? { ...none, suggestions: ['Vinta Blue Blood'] }
      : { ...none, suggestions: ['Diamine Oxblood', 'Vinta Blue Blood'] };
  if (search === 'qqq') return { ...none, suggestions: [] };
  // no search: the API sends no marks; any it did send are not shown
  return {
    ...THREE_INKS,
    data: THREE_INKS.data.map((i) => ({ ...i, marks: { name: [[0, 3]], brand: [], line: [] } })),
  };
}

const cardNamed = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('a') as HTMLElement; // the card's link

describe('browse: what the search matched, and Did you mean', () => {
  it('marks the matched part of each card while a search is active', async () => {
    stubApi(searchAnswer);
    renderAt('/browse?search=oxblod');
    const card = await cardNamed('Oxblood');
    expect([...card.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Oxblood']);
    expect(card.querySelector('h3 mark')).not.toBeNull();
    expect(card.textContent).not.toContain('Also known as');
  });

  it('marks nothing without a search', async () => {
    stubApi(searchAnswer);
    renderAt('/browse?color=Blue');
    const card = await cardNamed('Oxblood');
    expect(card.querySelector('mark')).toBeNull();
    expect(document.querySelector('mark')).toBeNull();
  });

  it('says which other name matched when the name itself did not', async () => {
    stubApi(searchAnswer);
    renderAt(`/browse?search=${encodeURIComponent('色彩雫紺碧')}`);
    const card = await cardNamed('Kon-peki');
    expect(within(card).getByText(/Also known as/).textContent).toBe('Also known as 色彩雫 紺碧');
    expect(card.querySelector('h3 mark')).toBeNull();
  });

  it('offers "Did you mean" when nothing is found, keeping the filters, and says it aloud', async () => {
    const queries = stubApi(searchAnswer);
    const user = userEvent.setup();
    renderAt('/browse?search=xoblood&brand=Diamine');
    expect(await screen.findByText('No inks found')).toBeTruthy();
    const offer = screen.getByTestId('did-you-mean');
    expect(offer.textContent).toBe('Did you mean Diamine Oxblood or Vinta Blue Blood?');
    const link = within(offer).getByRole('link', { name: 'Diamine Oxblood' });
    expect(link.getAttribute('href')).toBe('/browse?search=Diamine+Oxblood&brand=Diamine');
    // the empty state's own words and action stay beside it
    expect(screen.getByText(/Nothing matches “xoblood”/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeTruthy();
    // the live region that announces the count announces the suggestions too
    expect(screen.getByTestId('result-count').textContent).toBe(
      'Found 0 inks. Did you mean Diamine Oxblood or Vinta Blue Blood?',
    );

    await user.click(link);
    await waitFor(() =>
      expect(window.location.search).toBe('?search=Diamine+Oxblood&brand=Diamine'),
    );
    const card = await cardNamed('Oxblood');
    expect([...card.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Diamine',
      'Oxblood',
    ]);
    expect(searchBox().value).toBe('Diamine Oxblood');
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
    expect(screen.getByTestId('result-count').textContent).toBe('Found 1 ink');
    // the link went with the empty state: the focus is on the results, not lost
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Results' }));
    expect(queries.at(-1)?.getAll('brand')).toEqual(['Diamine']);
  });

  it('asks with the facets, so the suggestions are those the facets allow', async () => {
    stubApi(searchAnswer);
    renderAt('/browse?search=xoblood&color=Blue');
    const offer = await screen.findByTestId('did-you-mean');
    expect(offer.textContent).toBe('Did you mean Vinta Blue Blood?');
    expect(within(offer).getByRole('link').getAttribute('href')).toBe(
      '/browse?search=Vinta+Blue+Blood&color=Blue',
    );
  });

  it('keeps the plain empty state when there is nothing to suggest', async () => {
    stubApi(searchAnswer);
    renderAt('/browse?search=qqq');
    expect(await screen.findByText('No inks found')).toBeTruthy();
    expect(screen.queryByTestId('did-you-mean')).toBeNull();
    expect(screen.getByTestId('result-count').textContent).toBe('Found 0 inks');
    expect(screen.getByRole('button', { name: 'Clear search and filters' })).toBeTruthy();
  });
});
