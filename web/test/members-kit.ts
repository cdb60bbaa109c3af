import type {
  FeedItem,
  InkBrief,
  MemberBrief,
  Notification,
  SampleMessage,
  SampleRequestDetail,
} from '@inklore/contract';

/**
 * Between members, follows and notifications as the server answers them
 * (contract/src/members/members.ts, contract/src/social/social.ts), for the members' and the
 * social feature's component tests; not app code.
 */

export const KUJAKU: InkBrief = {
  id: 7,
  name: 'Ku-jaku',
  brand: 'Pilot',
  colorHex: '#1f7a8c',
  color: 'Teal',
};
export const APACHE: InkBrief = {
  id: 8,
  name: 'Apache Sunset',
  brand: 'Noodler’s',
  colorHex: '#d9822b',
  color: 'Orange',
};
export const OXBLOOD: InkBrief = {
  id: 9,
  name: 'Oxblood',
  brand: 'Diamine',
  colorHex: '#7a2330',
  color: 'Red',
};

export function brief(username: string, displayName: string | null = null): MemberBrief {
  return { username, displayName, avatarUrl: null };
}

export const GRACE = brief('grace', 'Grace Hopper');
/** The member signed in in these tests is ada (console-kit's member()). */
export const ADA = brief('ada');

export function message(
  id: number,
  body: string,
  mine: boolean,
  from: MemberBrief | null = mine ? ADA : GRACE,
): SampleMessage {
  return { id, from, mine, body, createdAt: '2026-11-20T10:00:00.000Z' };
}

/** A request ada made of grace (role requester) unless `over` says otherwise. */
export function sampleRequest(over: Partial<SampleRequestDetail> = {}): SampleRequestDetail {
  const messages = over.messages ?? [message(31, 'May I have a sample of Ku-jaku?', true)];
  return {
    id: 12,
    ink: KUJAKU,
    requester: ADA,
    owner: GRACE,
    role: 'requester',
    state: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    messageCount: messages.length,
    lastMessage: messages.at(-1)?.body ?? null,
    canWrite: true,
    ...over,
    messages,
  };
}

export function feedItem(id: number, over: Partial<FeedItem> = {}): FeedItem {
  return {
    id,
    kind: 'image',
    at: '2026-11-20T10:00:00.000Z',
    actor: GRACE,
    brand: null,
    ink: KUJAKU,
    title: null,
    imageUrl: null,
    href: `/ink/${KUJAKU.id}#gallery`,
    ...over,
  };
}

export function notification(id: number, over: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: 'new_follower',
    at: '2026-11-20T10:00:00.000Z',
    read: false,
    actor: GRACE,
    ink: null,
    text: 'Grace Hopper followed you.',
    href: '/user/grace',
    ...over,
  };
}
