import type { CommunityImage, CurrentUser, Ink } from '@inklore/contract';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CURRENT_USER_KEY } from '#src/lib/current-user.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { BrowserRouter } from '#src/lib/router.tsx';
import { member, ToastProbe } from './console-kit.tsx';
import type { Answer, Sent } from './fetch-kit.ts';

/**
 * Test data and a rendering harness for component tests (the gallery's, the collections', the
 * import card's, the ink page's), not app code: a query client with the member signed in, the
 * router and a toast probe; their server is fetch-kit.ts's answerBy.
 */

export function testInk(over: Partial<Ink> = {}): Ink {
  return {
    id: 7,
    name: 'Ku-jaku',
    brand: 'Pilot',
    line: 'Iroshizuku',
    color: 'Teal',
    colorHex: '#1f7a8c',
    lab: { l: 47, a: -20, b: -18 },
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
    ...over,
  };
}

export function person(id: number, role: CurrentUser['role'] = 'user'): CurrentUser {
  return member(role, { id, username: `member${id}`, email: `member${id}@example.org` });
}

export function communityImage(id: number, over: Partial<CommunityImage> = {}): CommunityImage {
  return {
    id,
    inkId: 7,
    userId: 100 + id,
    username: `uploader${id}`,
    displayName: null,
    userRole: 'user',
    userAvatar: null,
    imageUrl: `/media/community/${id}.jpg`,
    thumbnailUrl: `/media/community/${id}-thumb.jpg`,
    width: 800,
    height: 600,
    caption: null,
    category: 'Other',
    paperType: null,
    penNib: null,
    isOfficial: false,
    upvotes: 0,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
  };
}

/**
 * GET /api/inks/{id}/community-images as the server answers it (ADR 032): `page` and `limit`
 * (default 24) slice the list, `uploader` keeps one member's.
 */
export function communityList(images: () => readonly CommunityImage[]): (sent: Sent) => Answer {
  return ({ query }) => {
    const uploader = query.get('uploader');
    const limit = Number(query.get('limit') ?? 24);
    const page = Number(query.get('page') ?? 1);
    const all = images().filter(
      (i) => uploader === null || i.username?.toLowerCase() === uploader.toLowerCase(),
    );
    return { status: 200, body: all.slice((page - 1) * limit, page * limit) };
  };
}

/** Renders `ui` with a query client (the given user signed in, or nobody) and the router. */
export function renderWith(
  ui: ReactNode,
  user: CurrentUser | null,
): ReturnType<typeof render> & { qc: QueryClient } {
  const qc = createQueryClient();
  qc.setQueryData(CURRENT_USER_KEY, user);
  const result = render(
    <QueryClientProvider client={qc}>
      <BrowserRouter>
        {ui}
        <ToastProbe />
      </BrowserRouter>
    </QueryClientProvider>,
  );
  return { ...result, qc };
}
