import { Link } from '#src/lib/router.tsx';
import { InfoPage } from '#src/components/info-page.tsx';

export default function TermsPage() {
  return (
    <InfoPage
      title="Terms & Conditions"
      description="The terms for using Inklore: the catalogue's data and licences, colour accuracy, contributions and the software's licence."
      lead="Plain terms for a community library of inks."
    >
      <h2>Using Inklore</h2>
      <p>
        Anyone may browse Inklore free of charge. Please use it as you would a library: do not try
        to break it, overload it or collect its pages in bulk in a way that slows it down for
        others.
      </p>

      <h2>The catalogue and its licences</h2>
      <p>
        The ink data comes from openly licensed sources, credited on every ink profile. Colours from
        Wilder Writes are licensed under the GNU GPL, version 3; data from the inkdb-data project is
        offered share-and-share-alike. If you reuse the data, keep those credits and licences. The
        whole catalogue, with its licence and credits, can be downloaded as CSV or JSON from{' '}
        <Link to="/open-data">Open Data</Link>.
      </p>

      <h2>Colour is a guide</h2>
      <p>
        A swatch colour is the average of a scanned sample. Real ink varies with paper, pen, nib,
        batch and light, and every screen shows colour differently. Inklore makes no promise that a
        bottle will match what you see here.
      </p>

      <h2>Contributions</h2>
      <p>
        Members can share discoveries, images, comments and votes. You keep the rights to what you
        share and allow Inklore to show it on the site. Share only what is yours or what you may
        share, keep it about ink, and be kind. Moderators may remove content that breaks these
        terms.
      </p>

      <h2>The software</h2>
      <p>
        Inklore is free software under the GNU Affero General Public License, version 3 or later. It
        comes with no warranty, to the extent the law allows.
      </p>

      <h2>Changes</h2>
      <p>
        These terms may change as Inklore grows; the current version is always on this page.
        Questions go to the operators, see <Link to="/contact">Contact Us</Link>.
      </p>
    </InfoPage>
  );
}
