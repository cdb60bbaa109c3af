import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import ContactPage from './contact.tsx';

const hrefOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function showContact(contactEmail: string | null) {
  const fetchMock = vi.fn((input: RequestInfo | URL) =>
    Promise.resolve(
      hrefOf(input).endsWith('/api/site')
        ? Response.json({ contactEmail })
        : new Response('{}', { status: 404 }),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <BrowserRouter>
        <ContactPage />
      </BrowserRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('Contact Us', () => {
  it("shows the address the server's operators set (CONTACT_EMAIL), as a mail link", async () => {
    const fetchMock = showContact('editors@inklore.example');
    const link = await screen.findByRole('link', { name: 'editors@inklore.example' });
    expect(link.getAttribute('href')).toBe('mailto:editors@inklore.example');
    expect(fetchMock.mock.calls.map(([input]) => hrefOf(input))).toContain('/api/site');
  });

  it('says no address is published while none is set', async () => {
    showContact(null);
    expect(await screen.findByText(/have not published a contact address yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
  });
});
