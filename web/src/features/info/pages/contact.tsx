import type { SiteInfo } from '@inklore/contract';
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
  const email = data?.contactEmail ?? null;
  return (
    <InfoPage
      title="Contact Us"
      description="How to reach the people who run this Inklore site."
      lead="Inklore is run by people, and they would like to hear from you."
    >
      <h2>Writing to the operators</h2>
      {isPending ? (
        <p className="text-muted">Looking up the address…</p>
      ) : email ? (
        <p>
          Write to <a href={`mailto:${email}`}>{email}</a>. Mention the address of the page you are
          writing about, if there is one.
        </p>
      ) : (
        <p>
          The operators of this site have not published a contact address yet. Until they do, there
          is no way to write to them through the site; this page will show the address as soon as
          one is set.
        </p>
      )}

      <h2>About a particular ink, image or comment</h2>
      <p>
        Signed in, use the Report button on the ink's page or under the comment: your note goes
        straight to the moderators, who dismiss it or remove the content. Spotted a wrong colour or
        a typo? Report the ink with the reason Misinformation, or write to the address above.
      </p>

      <h2>Before you write</h2>
      <p>
        Many questions already have an answer in the{' '}
        <Link to="/faq">Frequently Inked Questions</Link>. What the site keeps about you is set out
        in the <Link to="/privacy">Privacy Policy</Link>.
      </p>
    </InfoPage>
  );
}
