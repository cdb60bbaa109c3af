import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '#src/lib/router.tsx';
import { InfoPage } from '#src/components/info-page.tsx';

// The answers are <Trans> elements: their words are read from the catalogue when they are drawn.
const QUESTIONS: { q: MessageDescriptor; a: ReactNode }[] = [
  {
    q: msg`What is Inklore?`,
    a: (
      <Trans>
        A community database of fountain pen inks. Every ink has a profile with its swatch colour,
        brand, line and what is known about it, and you can{' '}
        <Link to="/browse">browse and search</Link> the whole collection by colour family, brand and
        property.
      </Trans>
    ),
  },
  {
    q: msg`Where do the colours come from?`,
    a: (
      <Trans>
        The catalogue starts from two openly published datasets: scanned swatches by Edd
        Wilder-James of{' '}
        <a href="https://wilderwrites.ink" rel="noopener noreferrer">
          Wilder Writes
        </a>{' '}
        (GPL-3.0) and the{' '}
        <a href="https://github.com/Pomax/inkdb-data" rel="noopener noreferrer">
          inkdb-data
        </a>{' '}
        project. Each profile names its source. A colour is an average of a swatch, so it is a
        guide, not a promise: shading, sheen, paper and your screen all change what you see.
      </Trans>
    ),
  },
  {
    q: msg`Why is an ink I would call teal filed under Blue?`,
    a: (
      <Trans>
        Every ink sits in one of thirteen colour families, worked out from its hex colour by a fixed
        rule based on lightness, colourfulness and hue. The rule is the same for every ink, so the
        families are consistent, but borderline colours can land on either side of a line. The
        family is always written next to the swatch.
      </Trans>
    ),
  },
  {
    q: msg`How do the filters combine?`,
    a: (
      <Trans>
        Choices within one group are alternatives: Blue and Teal shows inks that are either.
        Different groups narrow each other: Blue with Diamine shows blue Diamine inks. Several
        properties mean an ink must have all of them. The brand "Other" covers every brand that is
        not on the list.
      </Trans>
    ),
  },
  {
    q: msg`Why do so few inks list properties such as sheen or shading?`,
    a: (
      <Trans>
        Properties are only recorded where a source says so, and the open datasets rarely do.
        Inklore would rather show nothing than guess. As the community grows, more inks will carry
        them.
      </Trans>
    ),
  },
  {
    q: msg`What are the CIELAB numbers on an ink profile?`,
    a: (
      <Trans>
        CIELAB describes a colour the way people see it: L* is lightness from 0 (black) to 100
        (white), a* runs from green (negative) to red (positive), and b* from blue (negative) to
        yellow (positive). Two inks with close numbers look alike.
      </Trans>
    ),
  },
  {
    q: msg`Can I add inks, upload photos or comment?`,
    a: (
      <Trans>
        With a free account you keep your own ink-ventory (what you own, have tried, want to try or
        wish for, with a rating and private notes) and, once your email address is verified, comment
        on any ink: one comment per ink, which you can edit or delete whenever you like. Sharing
        discoveries and community images open next. Browsing never needs an account.
      </Trans>
    ),
  },
  {
    q: msg`Does Inklore sell ink?`,
    a: (
      <Trans>No. Inklore is a library, not a shop: it has no adverts and no affiliate links.</Trans>
    ),
  },
  {
    q: msg`Who makes Inklore, and can I run my own?`,
    a: (
      <Trans>
        Inklore is free software under the GNU Affero General Public License, version 3 or later.
        Anyone may run a copy; whoever runs one shares their changes with its members. To reach the
        people who run this site, see <Link to="/contact">Contact Us</Link>.
      </Trans>
    ),
  },
];

export default function FaqPage() {
  const { t, i18n } = useLingui();
  return (
    <InfoPage
      title={t`Frequently Inked Questions`}
      description={t`Answers about Inklore: where the ink colours come from, how colour families and filters work, and what comes next.`}
      lead={
        <Trans>Short answers to the questions people ask most about Inklore and its inks.</Trans>
      }
    >
      <dl className="space-y-7">
        {QUESTIONS.map(({ q, a }) => (
          <div key={q.id}>
            <dt className="font-serif text-xl font-medium">{i18n._(q)}</dt>
            <dd className="mt-2">{a}</dd>
          </div>
        ))}
      </dl>
    </InfoPage>
  );
}
