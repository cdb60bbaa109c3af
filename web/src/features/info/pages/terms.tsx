import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#src/lib/router.tsx';
import { InfoPage } from '#src/components/info-page.tsx';

export default function TermsPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t`Terms & Conditions`}
      description={t`The terms for using Inklore: the catalogue's data and licences, colour accuracy, contributions and the software's licence.`}
      lead={<Trans>Plain terms for a community library of inks.</Trans>}
    >
      <h2>
        <Trans>Using Inklore</Trans>
      </h2>
      <p>
        <Trans>
          Anyone may browse Inklore free of charge. Please use it as you would a library: do not try
          to break it, overload it or collect its pages in bulk in a way that slows it down for
          others.
        </Trans>
      </p>

      <h2>
        <Trans>The catalogue and its licences</Trans>
      </h2>
      <p>
        <Trans>
          The ink data comes from openly licensed sources, credited on every ink profile. Colours
          from Wilder Writes are licensed under the GNU GPL, version 3; data from the inkdb-data
          project is offered share-and-share-alike. If you reuse the data, keep those credits and
          licences. The whole catalogue, with its licence and credits, can be downloaded as CSV or
          JSON from <Link to="/open-data">Open Data</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Colour is a guide</Trans>
      </h2>
      <p>
        <Trans>
          A swatch colour is the average of a scanned sample. Real ink varies with paper, pen, nib,
          batch and light, and every screen shows colour differently. Inklore makes no promise that
          a bottle will match what you see here.
        </Trans>
      </p>

      <h2>
        <Trans>Contributions</Trans>
      </h2>
      <p>
        <Trans>
          Members can share discoveries, images, comments and votes. You keep the rights to what you
          share and allow Inklore to show it on the site. Share only what is yours or what you may
          share, keep it about ink, and be kind. Moderators may remove content that breaks these
          terms.
        </Trans>
      </p>

      <h2>
        <Trans>The software</Trans>
      </h2>
      <p>
        <Trans>
          Inklore is free software under the GNU Affero General Public License, version 3 or later.
          It comes with no warranty, to the extent the law allows.
        </Trans>
      </p>

      <h2>
        <Trans>Changes</Trans>
      </h2>
      <p>
        <Trans>
          These terms may change as Inklore grows; the current version is always on this page.
          Questions go to the operators, see <Link to="/contact">Contact Us</Link>.
        </Trans>
      </p>
    </InfoPage>
  );
}
