import {
  actorOf,
  actsAsStaff,
  mayEditInk,
  mayManageUsers,
  mayRestoreInk,
  type Actor,
} from '@inklore/contract/shared/policies.rules';
import { can } from '@inklore/contract/shared/permissions.rules';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  DatabaseZap,
  Flag,
  History,
  Inbox,
  PencilLine,
  SpellCheck,
  Tags,
  Trash2,
  UserLock,
  Users,
  Vote,
  type LucideIcon,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { SectionError } from '#src/components/section-error.tsx';
import { buttonClass } from '#src/components/ui/button.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { useHead } from '#src/lib/head.ts';
import { Link, useSearchParams } from '#src/lib/router.tsx';
import { notificationsOptions } from '../api/admin.ts';
import { AuditTab } from './audit-tab.tsx';
import { BrandAliasesTab } from './brand-aliases-tab.tsx';
import { CatalogueTab } from './catalogue-tab.tsx';
import { CorrectionsTab } from './corrections-tab.tsx';
import { CrowdDataTab, type InkNameSlot } from './crowd-data-tab.tsx';
import { DeletedInksTab } from './deleted-inks-tab.tsx';
import { MembersTab } from './members-tab.tsx';
import { OtherNamesTab } from './other-names-tab.tsx';
import { ReportsTab } from './reports-tab.tsx';
import { SubmissionsTab } from './submissions-tab.tsx';
import { UsersTab } from './users-tab.tsx';

export type Tab =
  | 'reports'
  | 'submissions'
  | 'deleted'
  | 'brand-aliases'
  | 'other-names'
  | 'catalogue'
  | 'corrections'
  | 'crowd'
  | 'members'
  | 'users'
  | 'audit';

/** Limit, suspend and read appeals (ADR 041). */
const mayModerateMembers = (a: Actor) => can(a?.role, 'moderateMembers');
/** See and reset an ink's votes (ADR 041). */
const mayModerateContent = (a: Actor) => can(a?.role, 'moderateContent');

type TabInfo = {
  value: Tab;
  label: MessageDescriptor;
  Icon: LucideIcon;
  allowed: (a: Actor) => boolean;
};

const TABS: readonly TabInfo[] = [
  { value: 'reports', label: msg`Reports`, Icon: Flag, allowed: actsAsStaff },
  { value: 'submissions', label: msg`Submissions`, Icon: Inbox, allowed: actsAsStaff },
  { value: 'deleted', label: msg`Deleted inks`, Icon: Trash2, allowed: mayRestoreInk },
  { value: 'brand-aliases', label: msg`Brand aliases`, Icon: Tags, allowed: mayEditInk },
  { value: 'other-names', label: msg`Other names`, Icon: SpellCheck, allowed: mayEditInk },
  { value: 'catalogue', label: msg`Catalogue`, Icon: DatabaseZap, allowed: mayEditInk },
  { value: 'corrections', label: msg`Corrections`, Icon: PencilLine, allowed: mayEditInk },
  { value: 'crowd', label: msg`Crowd data`, Icon: Vote, allowed: mayModerateContent },
  { value: 'members', label: msg`Members`, Icon: UserLock, allowed: mayModerateMembers },
  { value: 'users', label: msg`Users`, Icon: Users, allowed: mayManageUsers },
  { value: 'audit', label: msg`Audit log`, Icon: History, allowed: actsAsStaff },
];

/** The tabs the actor may open, and which one `?tab=` asks for (reports when it is not one). */
export function tabsFor(actor: Actor, asked: string | null): { tabs: TabInfo[]; tab: Tab } {
  const tabs = TABS.filter((t) => t.allowed(actor));
  const tab = tabs.find((t) => t.value === asked)?.value ?? 'reports';
  return { tabs, tab };
}

/**
 * /admin (spec §2): the staff console, tab=reports (the default) or tab=submissions, and the
 * deleted inks (admins), the brand aliases (ADR 025; as ink editing), the other names
 * imports suggest (ADR 038; as ink editing), the catalogue import's questions (ADR 048; as
 * ink editing), members' corrections (ADR 053; as ink editing), an ink's crowd data and the limited and
 * suspended members (ADR 041; moderators and admins), users (admins) and the audit log. Tabs
 * are Radix's: arrow keys move between them, and each tab's panel is labelled by it. The crowd
 * data's tab names its ink with `inkName`, which the page gives (the inks feature's).
 */
export function StaffConsole({ inkName }: { inkName: InkNameSlot }) {
  const { t, i18n } = useLingui();
  useHead(t`Admin Dashboard`, t`Reports, submissions and the audit log, for the moderators.`);
  const { data: user, isPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const actor = actorOf(user);
  const staff = actsAsStaff(actor);
  const notifications = useQuery({ ...notificationsOptions(), enabled: staff });
  const { tabs, tab } = tabsFor(actor, params.get('tab'));
  const counts: Partial<Record<Tab, number>> = {
    reports: notifications.data?.pendingReports,
    submissions: notifications.data?.pendingSubmissions,
  };

  if (isPending) return <PageSpinner />;
  if (!user || !staff) {
    return (
      <div className="mx-auto flex min-h-[55vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center">
        <h1 className="text-3xl">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <p className="mt-4 text-muted">
          {user ? (
            <Trans>This page is for moderators and admins.</Trans>
          ) : (
            <Trans>Sign in with a moderator or admin account to see this page.</Trans>
          )}
        </p>
        <Link
          to={user ? '/' : `/login?next=${encodeURIComponent('/admin')}`}
          className={buttonClass('primary', 'md', 'mt-6')}
        >
          {user ? <Trans>Go Home</Trans> : <Trans>Sign In</Trans>}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-[1200px] px-4 pt-8 pb-12 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-[2.2rem] leading-tight">
          <Trans>Admin Dashboard</Trans>
        </h1>
        <Link to="/admin/news" className={buttonClass('secondary', 'sm')}>
          <Trans>Manage News</Trans>
        </Link>
      </div>
      <p className="mt-2 text-muted">
        <Trans>
          What the community flagged and what waits for review. Every decision is kept in the audit
          log.
        </Trans>
      </p>
      {notifications.isError && (
        <div className="mt-6">
          <SectionError
            what={t`Notifications`}
            error={notifications.error}
            onRetry={() => void notifications.refetch()}
          />
        </div>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(value) => setParams(new URLSearchParams({ tab: value }), { replace: true })}
        className="mt-6"
      >
        <Tabs.List
          aria-label={t`Dashboard sections`}
          className="flex flex-wrap gap-1.5 border-b border-rule pb-3"
        >
          {tabs.map(({ value, label, Icon }) => {
            const count = counts[value];
            return (
              <Tabs.Trigger
                key={value}
                value={value}
                className="inline-flex cursor-pointer items-center gap-2 rounded-full px-3.5 py-2 text-sm font-medium text-ink hover:bg-sunken data-[state=active]:bg-primary data-[state=active]:text-on-primary"
              >
                <Icon className="size-4" aria-hidden="true" />
                {i18n._(label)}
                {count !== undefined && (
                  <span className="font-mono text-xs">
                    <Trans>
                      {count}
                      <span className="sr-only"> pending</span>
                    </Trans>
                  </span>
                )}
              </Tabs.Trigger>
            );
          })}
        </Tabs.List>
        <Tabs.Content value="reports" className="mt-6">
          <ReportsTab actor={actor} />
        </Tabs.Content>
        <Tabs.Content value="submissions" className="mt-6">
          <SubmissionsTab actor={actor} />
        </Tabs.Content>
        {mayRestoreInk(actor) && (
          <Tabs.Content value="deleted" className="mt-6">
            <DeletedInksTab />
          </Tabs.Content>
        )}
        {mayEditInk(actor) && (
          <Tabs.Content value="brand-aliases" className="mt-6">
            <BrandAliasesTab />
          </Tabs.Content>
        )}
        {mayEditInk(actor) && (
          <Tabs.Content value="other-names" className="mt-6">
            <OtherNamesTab />
          </Tabs.Content>
        )}
        {mayEditInk(actor) && (
          <>
            <Tabs.Content value="catalogue" className="mt-6">
              <CatalogueTab />
            </Tabs.Content>
            <Tabs.Content value="corrections" className="mt-6">
              <CorrectionsTab />
            </Tabs.Content>
          </>
        )}
        {mayModerateContent(actor) && (
          <Tabs.Content value="crowd" className="mt-6">
            <CrowdDataTab inkName={inkName} />
          </Tabs.Content>
        )}
        {mayModerateMembers(actor) && (
          <Tabs.Content value="members" className="mt-6">
            <MembersTab />
          </Tabs.Content>
        )}
        {mayManageUsers(actor) && (
          <Tabs.Content value="users" className="mt-6">
            <UsersTab meId={user.id} />
          </Tabs.Content>
        )}
        <Tabs.Content value="audit" className="mt-6">
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
