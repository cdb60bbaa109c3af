import type { ReportType } from '@inklore/contract/shared/members.rules';
import type { ComponentType, ReactNode } from 'react';

/** What a Report button reports (spec §2, §6). */
export type ReportTarget = {
  reportType: ReportType;
  targetId: number;
  targetUserId: number | null;
  /** What is reported, for the dialog's title: the ink's name, "Ada's comment". */
  title: string;
};

/**
 * The Report button (features/reports) as a page hands it to a feature that shows members'
 * content (the comments, the community images): the feature draws it where it belongs, and
 * never imports the reports feature itself (ADR 043).
 */
export type ReportButtonSlot = ComponentType<{
  target: ReportTarget;
  className: string;
  children: ReactNode;
}>;
