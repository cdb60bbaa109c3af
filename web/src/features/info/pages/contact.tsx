import type { SiteInfo } from '@inklore/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '#src/lib/router.tsx';
import { InfoPage } from '#src/components/info-page.tsx';
import { api } from '#src/lib/api-client.ts';

/** The operators' settings (their CONTACT_EMAIL), drawn on the server with the page. */
const siteInfo = {
  queryKey: ['site'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<SiteInfo>('/api/site', undefined, signal),
  staleTime: Infinity,
};

export default function ContactPage() {
  const { data, isPending } = useQuery(siteInfo);
  const { t } = useLingui();
  const email = data?.contactEmail ?? null;
  return (
    <InfoPage
      title={t`Contact Us`}
      description={t`How to reach the people who run this Inklore site.`}
      lead={<Trans>Inklore is run by people, and they would like to hear from you.</Trans>}
    >
      <h2>
        <Trans>Writing to the operators</Trans>
      </h2>
      {isPending ? (
        <p className="text-muted">
          <Trans>Looking up the address…</Trans>
        </p>
      ) : email ? (
        <p>
          <Trans>
            Write to <a href={`mailto:${email}`}>{email}</a>. Mention the address of the page you
            are writing about, if there is one.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            The operators of this site have not published a contact address yet. Until they do,
            there is no way to write to them through the site; this page will show the address as
            soon as one is set.
          </Trans>
        </p>
      )}

      <h2>
        <Trans>About a particular ink, image or comment</Trans>
      </h2>
      <p>
        <Trans>
          Signed in, use the Report button on the ink's page or under the comment: your note goes
          straight to the moderators, who dismiss it or remove the content. Spotted a wrong colour
          or a typo? Report the ink with the reason Misinformation, or write to the address above.
        </Trans>
      </p>

      <h2>
        <Trans>Before you write</Trans>
      </h2>
      <p>
        <Trans>
          Many questions already have an answer in the{' '}
          <Link to="/faq">Frequently Inked Questions</Link>. What the site keeps about you is set
          out in the <Link to="/privacy">Privacy Policy</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
