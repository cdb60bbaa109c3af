import type {
  BlockedMember,
  Comparison,
  InkSamples,
  MyOffer,
  Relation,
  SampleRequestDetail,
  SampleRequestList,
  WishlistMatches,
} from '@inklore/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '#src/lib/api-client.ts';
import { sharedKeys } from '#src/lib/query-keys.ts';

/** Which of my requests a list shows: those I was asked, or those I sent. */
export type RequestBox = 'received' | 'sent';

const user = (username: string) => `/api/users/${encodeURIComponent(username)}`;

export const memberKeys = {
  all: sharedKeys.members.all,
  relation: sharedKeys.members.relation,
  compare: (username: string) => [...memberKeys.all, 'compare', username.toLowerCase()] as const,
  /** My own offers (GET /api/auth/samples/offers): the switch on an ink reads them too. */
  offers: () => [...memberKeys.all, 'offers'] as const,
  inkSamples: (inkId: number) => [...memberKeys.all, 'ink-samples', inkId] as const,
  matches: () => [...memberKeys.all, 'matches'] as const,
  /** Every list and every request: an answer or a message changes both. */
  requests: () => [...memberKeys.all, 'requests'] as const,
  requestList: (box: RequestBox, page: number) =>
    [...memberKeys.requests(), 'list', box, page] as const,
  request: (id: number) => [...memberKeys.requests(), 'one', id] as const,
  blocks: () => [...memberKeys.all, 'blocks'] as const,
};

/** GET /api/users/{username}/compare: what we both have, only they have, only I have. */
export function compareOptions(username: string) {
  return queryOptions({
    queryKey: memberKeys.compare(username),
    queryFn: ({ signal }) => api.get<Comparison>(`${user(username)}/compare`, undefined, signal),
  });
}

/** GET /api/auth/relations/{username}: whether I follow or blocked this member. */
export function relationOptions(username: string) {
  return queryOptions({
    queryKey: memberKeys.relation(username),
    queryFn: ({ signal }) =>
      api.get<Relation>(`/api/auth/relations/${encodeURIComponent(username)}`, undefined, signal),
  });
}

/** GET /api/auth/samples/offers: the inks I offer samples of, with my notes. */
export function myOffersOptions() {
  return queryOptions({
    queryKey: memberKeys.offers(),
    queryFn: ({ signal }) => api.get<MyOffer[]>('/api/auth/samples/offers', undefined, signal),
  });
}

/** GET /api/inks/{id}/samples: how many offer samples; who, for a signed-in member. */
export function inkSamplesOptions(inkId: number) {
  return queryOptions({
    queryKey: memberKeys.inkSamples(inkId),
    queryFn: ({ signal }) => api.get<InkSamples>(`/api/inks/${inkId}/samples`, undefined, signal),
  });
}

/** GET /api/auth/samples/matches: each ink on my wishlist that someone offers. */
export function matchesOptions() {
  return queryOptions({
    queryKey: memberKeys.matches(),
    queryFn: ({ signal }) =>
      api.get<WishlistMatches>('/api/auth/samples/matches', undefined, signal),
  });
}

/** GET /api/auth/sample-requests?box=&page=: my requests, newest first. */
export function requestListOptions(box: RequestBox, page: number) {
  return queryOptions({
    queryKey: memberKeys.requestList(box, page),
    queryFn: ({ signal }) =>
      api.get<SampleRequestList>('/api/auth/sample-requests', { box, page }, signal),
    // a new request or message arrives without a change here: ask again when looked at
    staleTime: 30_000,
  });
}

/** GET /api/auth/sample-requests/{id}: one request with its messages (only its two members). */
export function requestOptions(id: number) {
  return queryOptions({
    queryKey: memberKeys.request(id),
    queryFn: ({ signal }) =>
      api.get<SampleRequestDetail>(`/api/auth/sample-requests/${id}`, undefined, signal),
    staleTime: 30_000,
  });
}

/** GET /api/auth/blocks: the members I blocked. */
export function blocksOptions() {
  return queryOptions({
    queryKey: memberKeys.blocks(),
    queryFn: ({ signal }) => api.get<BlockedMember[]>('/api/auth/blocks', undefined, signal),
  });
}
