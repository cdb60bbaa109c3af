import type { CurrentUser, Ink, InkSubmission } from '@inklore/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { useToastState } from '#src/lib/toast.ts';

/**
 * Test data and rendering for the tests of share a discovery, ink editing and the staff
 * console (not app code); their server is fetch-kit.ts's answerBy.
 */

export function member(role: CurrentUser['role'] = 'user', over: Partial<CurrentUser> = {}) {
  const user: CurrentUser = {
    id: 1,
    username: 'ada',
    email: 'ada@example.org',
    role,
    emailVerified: true,
    displayName: null,
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
    ...over,
  };
  return user;
}

export function ink(over: Partial<Ink> = {}): Ink {
  return {
    id: 5,
    name: 'Ku-jaku',
    brand: 'Pilot',
    line: 'Iroshizuku',
    color: 'Teal',
    colorHex: '#1f6f78',
    lab: { l: 42, a: -20, b: -8 },
    description: 'A peacock teal.',
    images: ['/media/inks/a.jpg', 'https://example.org/b.jpg'],
    properties: ['Sheening'],
    featured: false,
    isOfficial: false,
    averageRating: null,
    reviewCount: 0,
    communityImageCount: 0,
    source: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    submittedBy: null,
    ...over,
  };
}

export function submission(id: number, over: Partial<InkSubmission> = {}): InkSubmission {
  return {
    id,
    name: `Nebula ${id}`,
    brand: 'Inklore Works',
    line: null,
    color: 'Purple',
    colorHex: '#5b3a8c',
    description: null,
    aliases: [],
    properties: [],
    imageUrl: null,
    status: 'pending',
    rejectionReason: null,
    inkId: null,
    flaggedDuplicate: false,
    duplicates: [],
    // Another member's (member() is id 1): a reviewer never settles their own.
    userId: 2,
    username: 'grace',
    createdAt: '2026-11-20T10:00:00.000Z',
    reviewedAt: null,
    ...over,
  };
}

export function ToastProbe() {
  const { current } = useToastState();
  return (
    <output data-testid="toast">
      {current ? `${current.title} / ${current.description ?? ''}` : ''}
    </output>
  );
}

/** Renders `ui` at `at` with `user` signed in (null: a visitor), a router and the toasts. */
export function show(
  ui: ReactNode,
  { user, at = '/' }: { user: CurrentUser | null; at?: string },
): { qc: QueryClient } {
  window.history.replaceState(null, '', at);
  const qc = createQueryClient();
  qc.setQueryData(CURRENT_USER_KEY, user);
  render(
    <QueryClientProvider client={qc}>
      <BrowserRouter>
        {ui}
        <ToastProbe />
      </BrowserRouter>
    </QueryClientProvider>,
  );
  return { qc };
}
