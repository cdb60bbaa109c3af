import type { AuditEntry } from '@inklore/contract';
import { describe, expect, it } from 'vitest';
import {
  actionText,
  auditDetails,
  auditTarget,
  auditActionOptions,
  shortValue,
} from './audit-text.ts';

function entry(over: Partial<AuditEntry>): AuditEntry {
  return {
    id: 1,
    actor: 'mod',
    action: 'ink.edit',
    targetType: 'ink',
    targetId: 12,
    targetName: null,
    details: {},
    createdAt: '2026-11-24T10:00:00.000Z',
    ...over,
  };
}

describe('the audit log in words', () => {
  it('names each action, and shows an unknown one as it is', () => {
    expect(actionText('ink.edit')).toBe('edited an ink');
    expect(actionText('user.role')).toBe('changed a role');
    expect(actionText('something.new')).toBe('something.new');
    expect(auditActionOptions()).toContainEqual({ value: 'ink.restore', label: 'Restored an ink' });
  });

  it('names the target by what it is called, or by kind and id when the server does not know', () => {
    expect(auditTarget(entry({ targetName: 'Sailor Yama-dori' })).label).toBe(
      'Ink: Sailor Yama-dori',
    );
    expect(
      auditTarget(
        entry({
          action: 'submission.approve',
          targetType: 'ink_submission',
          targetId: 1,
          targetName: 'KWZ Honey',
        }),
      ).label,
    ).toBe('Discovery: KWZ Honey');
    expect(
      auditTarget(
        entry({ action: 'comment.remove', targetType: 'comment', targetName: 'Pilot Kon-peki' }),
      ).label,
    ).toBe('Comment on Pilot Kon-peki');
    expect(auditTarget(entry({ targetType: 'report', targetId: 4 })).label).toBe('Report #4');
  });

  it('links to what still has a page', () => {
    expect(auditTarget(entry({}))).toEqual({ label: 'Ink #12', href: '/ink/12' });
    expect(auditTarget(entry({ action: 'ink.delete' })).href).toBeNull();
    expect(
      auditTarget(
        entry({
          action: 'submission.approve',
          targetType: 'ink_submission',
          targetId: 3,
          details: { inkId: 40 },
        }),
      ),
    ).toEqual({ label: 'Discovery #3', href: '/ink/40' });
    expect(auditTarget(entry({ action: 'user.role', targetType: 'user', targetId: 9 }))).toEqual({
      label: 'Member #9',
      href: null,
    });
    expect(
      auditTarget(entry({ action: 'news.publish', targetType: 'news', targetId: 2 })).href,
    ).toBe('/news/2');
  });

  it('shows an edit as before and after, field by field', () => {
    expect(
      auditDetails(
        entry({
          details: {
            before: { name: 'Old', colorHex: '#111111', images: ['/media/a.jpg'], featured: false },
            after: { name: 'New', colorHex: '#222222', images: [], featured: true },
          },
        }),
      ),
    ).toEqual([
      'name: “Old” → “New”',
      'colour: “#111111” → “#222222”',
      'images: 1 image → none',
      'featured: no → yes',
    ]);
  });

  it('shows a role change and other details briefly', () => {
    expect(
      auditDetails(entry({ action: 'user.role', details: { from: 'user', to: 'moderator' } })),
    ).toEqual(['“user” → “moderator”']);
    expect(
      auditDetails(
        entry({ action: 'submission.reject', details: { reason: 'Not an ink.', inkId: 4 } }),
      ),
    ).toEqual(['reason: “Not an ink.”']);
    expect(shortValue('x'.repeat(100), 10)).toBe('“xxxxxxxxx…”');
    expect(shortValue(['Shading', 'Scented'])).toBe('“Shading”, “Scented”');
    expect(shortValue(null)).toBe('none');
  });

  it('reads the brand aliases and an ink’s other names (ADR 025)', () => {
    expect(actionText('brand_alias.add')).toBe('added a brand alias');
    expect(actionText('brand_alias.remove')).toBe('removed a brand alias');
    const added = entry({
      action: 'brand_alias.add',
      targetType: 'brand_alias',
      targetId: 7,
      details: { brand: 'Jacques Herbin', alias: 'J. Herbin' },
    });
    expect(auditTarget(added)).toEqual({
      label: 'Brand alias #7',
      href: '/admin?tab=brand-aliases',
    });
    expect(auditDetails(added)).toEqual(['“J. Herbin” for Jacques Herbin']);
    const removed = { ...added, action: 'brand_alias.remove' };
    expect(auditTarget(removed).href).toBeNull();
    expect(auditDetails(removed)).toEqual(['“J. Herbin” for Jacques Herbin']);
    expect(
      auditDetails(
        entry({ details: { before: { aliases: [] }, after: { aliases: ['Konpeki', '紺碧'] } } }),
      ),
    ).toEqual(['other names: none → “Konpeki”, “紺碧”']);
  });

  it('reads a member’s access tokens created and revoked (ADR 029), never a secret', () => {
    expect(actionText('token.create')).toBe('created an access token');
    expect(actionText('token.revoke')).toBe('revoked an access token');
    const created = entry({
      action: 'token.create',
      targetType: 'access_token',
      targetId: 3,
      details: { name: 'Spreadsheet', scope: 'write', expiresAt: null },
    });
    expect(auditTarget(created)).toEqual({ label: 'Access token #3', href: null });
    expect(auditDetails(created)).toEqual([
      'name: “Spreadsheet”',
      'scope: “write”',
      'expiresAt: none',
    ]);
  });

  it('reads limits, suspensions, appeals and vote resets (ADR 041)', () => {
    const limit = entry({
      action: 'user.limit',
      targetType: 'user',
      targetId: 9,
      details: { username: 'lin', reason: 'Spam links.', before: null },
    });
    expect(actionText('user.limit')).toBe('limited a member');
    expect(auditTarget(limit)).toEqual({ label: 'Member #9', href: '/user/lin' });
    expect(auditDetails(limit)).toEqual(['reason: “Spam links.”']);
    expect(
      auditDetails({
        ...limit,
        action: 'user.suspend',
        details: { ...limit.details, before: 'limited' },
      }),
    ).toEqual(['reason: “Spam links.”', 'lin was limited before']);
    expect(actionText('user.suspend')).toBe('suspended a member');
    expect(
      auditDetails({
        ...limit,
        action: 'user.lift',
        details: { username: 'lin', was: 'suspended', appeal: 'pending' },
      }),
    ).toEqual(['lin was suspended, with an appeal waiting']);
    expect(actionText('user.lift')).toBe('lifted a member’s limit or suspension');
    expect(
      auditDetails({
        ...limit,
        action: 'user.appeal_upheld',
        details: { username: 'lin', restriction: 'limited' },
      }),
    ).toEqual(['lin stays limited']);
    const appeal = entry({
      action: 'user.appeal',
      targetType: 'user',
      targetId: 9,
      details: { restriction: 'suspended' },
    });
    expect(actionText('user.appeal')).toBe('appealed their limit or suspension');
    expect(auditTarget(appeal)).toEqual({ label: 'Member #9', href: '/admin?tab=members' });
    expect(auditDetails(appeal)).toEqual(['against being suspended']);

    const reset = entry({
      action: 'votes.reset',
      details: { inkId: 12, kind: 'property', voterId: 4, removed: 3 },
    });
    expect(actionText('votes.reset')).toBe('reset votes on an ink');
    expect(auditTarget(reset)).toEqual({ label: 'Ink #12', href: '/ink/12' });
    expect(auditDetails(reset)).toEqual(['3 property votes of member #4']);
    expect(
      auditDetails({ ...reset, details: { inkId: 12, kind: 'image', voterId: null, removed: 1 } }),
    ).toEqual(['all 1 image vote of everyone']);
  });

  it('knows every action the server records', () => {
    for (const action of [
      'user.limit',
      'user.suspend',
      'user.lift',
      'user.appeal',
      'user.appeal_upheld',
      'votes.reset',
      'alias_suggestion.accept',
      'alias_suggestion.reject',
      'revision.revert',
      'catalogue_review.pick',
      'catalogue_review.keep',
      'catalogue_review.dismiss',
    ]) {
      expect(auditActionOptions().map((o) => o.value)).toContain(action);
    }
  });
});
