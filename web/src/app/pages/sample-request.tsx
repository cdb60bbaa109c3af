import { useLingui } from '@lingui/react/macro';
import {
  RequestNotFound,
  RequestThread,
} from '#src/features/members/components/request-thread.tsx';
import { ReportButton } from '#src/features/reports/components/report-button.tsx';
import { SignInPage } from '#src/components/sign-in-page.tsx';
import { PageSpinner } from '#src/components/ui/spinner.tsx';
import { useCurrentUser } from '#src/lib/current-user.ts';
import { parseWholeId } from '#src/lib/ids.ts';
import { useParams } from '#src/lib/router.tsx';

/**
 * /samples/requests/{id}: a sample request between two members (the members feature's), its
 * messages carrying the reports feature's Report button (ADR 043).
 */
export default function SampleRequestPage() {
  const { id: raw } = useParams();
  const id = parseWholeId(raw);
  const { data: me, isPending, isError } = useCurrentUser();
  const { t } = useLingui();
  if (isPending) return <PageSpinner />;
  if (!me)
    return (
      <SignInPage
        title={t`Sample Request`}
        path={`/samples/requests/${raw ?? ''}`}
        failed={isError}
        text={t`Sign in to see this sample request and its messages.`}
      />
    );
  if (id === null) return <RequestNotFound />;
  return <RequestThread id={id} ReportButton={ReportButton} />;
}
