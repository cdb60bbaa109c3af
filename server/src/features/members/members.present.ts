import type {
  BlockedMember,
  ColorFamily,
  InkBrief,
  MemberBrief,
  MyOffer,
  Offerer,
  SampleMessage,
  SampleRequest,
} from '@inklore/contract';
import { toIso } from '#src/db/dialect.ts';
import type { InkBriefRow } from './members.queries.ts';
import type { MessageRow, RequestRow } from './requests.queries.ts';

type MemberColumns = {
  username: string;
  display_name: string | null;
  custom_profile_image: string | null;
  profile_image_url: string | null;
};

/** A member as another member sees them: never the email, names or anything private. */
export function presentMember(row: MemberColumns): MemberBrief {
  return {
    username: row.username,
    displayName: row.display_name,
    avatarUrl: row.custom_profile_image ?? row.profile_image_url,
  };
}

/** A member who may be gone (a deleted account leaves nulls). */
function presentMaybeMember(row: {
  username: string | null;
  display_name: string | null;
  custom_profile_image: string | null;
  profile_image_url: string | null;
}): MemberBrief | null {
  if (row.username === null) return null;
  return presentMember({ ...row, username: row.username });
}

export function presentInk(row: InkBriefRow): InkBrief {
  return {
    id: row.ink_id,
    name: row.ink_name,
    brand: row.ink_brand,
    colorHex: row.ink_color_hex,
    // the catalogue writes only COLOR_FAMILIES here (inkRow())
    color: row.ink_color_family as ColorFamily,
  };
}

export function presentMyOffer(
  row: InkBriefRow & { note: string | null; created_at: Date | string },
): MyOffer {
  return { ink: presentInk(row), note: row.note, createdAt: toIso(row.created_at) };
}

export function presentOfferer(
  row: MemberColumns & { note: string | null; created_at: Date | string },
): Offerer {
  return { member: presentMember(row), note: row.note, since: toIso(row.created_at) };
}

const excerpt = (text: string) => (text.length > 100 ? `${text.slice(0, 99)}…` : text);

/** A request as `viewerId` (one of its two members) sees it. */
export function presentRequest(row: RequestRow, viewerId: number): SampleRequest {
  return {
    id: row.id,
    ink: presentInk(row),
    requester: presentMaybeMember({
      username: row.rq_username,
      display_name: row.rq_display_name,
      custom_profile_image: row.rq_custom_profile_image,
      profile_image_url: row.rq_profile_image_url,
    }),
    owner: presentMaybeMember({
      username: row.ow_username,
      display_name: row.ow_display_name,
      custom_profile_image: row.ow_custom_profile_image,
      profile_image_url: row.ow_profile_image_url,
    }),
    role: row.owner_id === viewerId ? 'owner' : 'requester',
    state: row.state,
    createdAt: toIso(row.created_at),
    answeredAt: row.answered_at === null ? null : toIso(row.answered_at),
    messageCount: row.message_count,
    lastMessage: row.last_message === null ? null : excerpt(row.last_message),
  };
}

/** A message as plain text (the web shows it as text, never as HTML). */
export function presentMessage(row: MessageRow, viewerId: number): SampleMessage {
  return {
    id: row.id,
    from: presentMaybeMember(row),
    mine: row.sender_id === viewerId,
    body: row.body,
    createdAt: toIso(row.created_at),
  };
}

export function presentBlock(row: MemberColumns & { created_at: Date | string }): BlockedMember {
  return { member: presentMember(row), since: toIso(row.created_at) };
}
