import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.ts';
import * as initial from './migrations/2026-11-22T0100-initial.ts';
import * as accounts from './migrations/2026-11-22T0200-accounts.ts';
import * as comments from './migrations/2026-11-22T0300-comments.ts';
import * as inventory from './migrations/2026-11-22T0400-inventory.ts';
import * as reports from './migrations/2026-11-22T0500-reports.ts';
import * as oidcBrowser from './migrations/2026-11-24T0100-oidc-browser.ts';
import * as gallery from './migrations/2026-11-24T0200-gallery.ts';
import * as submissions from './migrations/2026-11-24T0400-submissions.ts';
import * as collections from './migrations/2026-11-24T0500-collections.ts';
import * as propertyVotes from './migrations/2026-11-24T0600-property-votes.ts';
import * as photoColor from './migrations/2026-11-24T0700-photo-colour.ts';
import * as search from './migrations/2026-11-24T0800-search.ts';
import * as accessTokens from './migrations/2026-11-25T0100-access-tokens.ts';
import * as trust from './migrations/2026-11-28T0100-trust.ts';
import * as onePerMember from './migrations/2026-11-28T0200-one-per-member.ts';
import * as importBounds from './migrations/2026-11-28T0300-import-bounds.ts';
import * as palettePrivacy from './migrations/2026-11-28T0500-palette-privacy.ts';
import * as colorWords from './migrations/2026-11-29T0100-color-words.ts';
import * as inkRevisions from './migrations/2026-11-30T0100-ink-revisions.ts';
import * as ownerCount from './migrations/2026-11-30T0200-owner-count.ts';
import * as inventoryKinds from './migrations/2026-11-30T0300-inventory-kinds.ts';
import * as importRows from './migrations/2026-11-30T0301-import-rows.ts';
import * as inkCorrections from './migrations/2026-12-01T0100-ink-corrections.ts';
import * as sortChanges from './migrations/2026-12-01T0300-sort-changes.ts';
import * as pens from './migrations/2026-12-02T0100-pens.ts';
import * as penUsesByPen from './migrations/2026-12-02T0200-pen-uses-by-pen.ts';
import * as penDaysUsed from './migrations/2026-12-02T0300-pen-days-used.ts';
import * as penUsesByInk from './migrations/2026-12-02T0400-pen-uses-by-ink.ts';
import * as betweenMembers from './migrations/2026-12-03T0100-between-members.ts';
import * as sampleOfferNews from './migrations/2026-12-03T0200-sample-offer-news.ts';
import * as badgeBaseline from './migrations/2026-12-03T0300-badge-baseline.ts';
import * as unreadCollapse from './migrations/2026-12-03T0400-unread-collapse.ts';
import * as keptCounts from './migrations/2026-12-04T0100-kept-counts.ts';
import * as memberCounts from './migrations/2026-12-04T0200-member-counts.ts';
import * as submittedByIndex from './migrations/2026-12-04T0300-submitted-by-index.ts';
import * as memberStatusCounts from './migrations/2026-12-04T0400-member-status-counts.ts';
import * as imageVoteTallies from './migrations/2026-12-05T0100-image-vote-tallies.ts';
import * as imagesByMember from './migrations/2026-12-05T0200-images-by-member.ts';
import * as propertyVoteTallies from './migrations/2026-12-05T0300-property-vote-tallies.ts';
import * as presentedChanges from './migrations/2026-12-06T0100-presented-changes.ts';
import * as staffQueueCounts from './migrations/2026-12-07T0100-staff-queue-counts.ts';
import * as memberLanguage from './migrations/2026-12-08T0100-member-language.ts';
import * as swatchMeasurements from './migrations/2026-12-09T0100-swatch-measurements.ts';

/**
 * Migrations are listed here (not read from a folder at run time) so they work the same
 * under Node, in tests and in any bundle. Names sort by timestamp; a landed one never changes.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-22T0100-initial': initial,
  '2026-11-22T0200-accounts': accounts,
  '2026-11-22T0300-comments': comments,
  '2026-11-22T0400-inventory': inventory,
  '2026-11-22T0500-reports': reports,
  '2026-11-24T0100-oidc-browser': oidcBrowser,
  '2026-11-24T0200-gallery': gallery,
  '2026-11-24T0400-submissions': submissions,
  '2026-11-24T0500-collections': collections,
  '2026-11-24T0600-property-votes': propertyVotes,
  '2026-11-24T0700-photo-colour': photoColor,
  '2026-11-24T0800-search': search,
  '2026-11-25T0100-access-tokens': accessTokens,
  '2026-11-28T0100-trust': trust,
  '2026-11-28T0200-one-per-member': onePerMember,
  '2026-11-28T0300-import-bounds': importBounds,
  '2026-11-28T0500-palette-privacy': palettePrivacy,
  '2026-11-29T0100-color-words': colorWords,
  '2026-11-30T0100-ink-revisions': inkRevisions,
  '2026-11-30T0200-owner-count': ownerCount,
  '2026-11-30T0300-inventory-kinds': inventoryKinds,
  '2026-11-30T0301-import-rows': importRows,
  '2026-12-01T0100-ink-corrections': inkCorrections,
  '2026-12-01T0300-sort-changes': sortChanges,
  '2026-12-02T0100-pens': pens,
  '2026-12-02T0200-pen-uses-by-pen': penUsesByPen,
  '2026-12-02T0300-pen-days-used': penDaysUsed,
  '2026-12-02T0400-pen-uses-by-ink': penUsesByInk,
  '2026-12-03T0100-between-members': betweenMembers,
  '2026-12-03T0200-sample-offer-news': sampleOfferNews,
  '2026-12-03T0300-badge-baseline': badgeBaseline,
  '2026-12-03T0400-unread-collapse': unreadCollapse,
  '2026-12-04T0100-kept-counts': keptCounts,
  '2026-12-04T0200-member-counts': memberCounts,
  '2026-12-04T0300-submitted-by-index': submittedByIndex,
  '2026-12-04T0400-member-status-counts': memberStatusCounts,
  '2026-12-05T0100-image-vote-tallies': imageVoteTallies,
  '2026-12-05T0200-images-by-member': imagesByMember,
  '2026-12-05T0300-property-vote-tallies': propertyVoteTallies,
  '2026-12-06T0100-presented-changes': presentedChanges,
  '2026-12-07T0100-staff-queue-counts': staffQueueCounts,
  '2026-12-08T0100-member-language': memberLanguage,
  '2026-12-09T0100-swatch-measurements': swatchMeasurements,
};

class StaticProvider implements MigrationProvider {
  getMigrations(): Promise<Record<string, Migration>> {
    return Promise.resolve(migrations);
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    const what = failed ? `migration ${failed.migrationName} failed` : 'migrations failed';
    throw new Error(`${what}: ${error instanceof Error ? error.message : JSON.stringify(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
