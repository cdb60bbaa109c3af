import {
  OPEN_DATA_CSV_COLUMNS,
  OPEN_DATA_LICENCE,
  OPEN_DATA_LIST_SEPARATOR,
  OPEN_DATA_PATHS,
  OPEN_DATA_SOURCES,
} from '@inklore/contract/open-data/open-data.rules';
import { Trans, useLingui } from '@lingui/react/macro';
import { InfoPage } from '#src/components/info-page.tsx';
import { Link } from '#src/lib/router.tsx';

/**
 * /open-data (ADR 031): the catalogue's downloads, what they hold, their
 * licence and credits. The files are the server's (features/open-data); plain links, so the
 * browser downloads them.
 */
export default function OpenDataPage() {
  const { t } = useLingui();
  const downloads = [
    {
      href: OPEN_DATA_PATHS.csv,
      label: 'inks.csv',
      what: t`One row per ink, for spreadsheets and data tools.`,
    },
    {
      href: OPEN_DATA_PATHS.json,
      label: 'inks.json',
      what: t`The same inks as JSON, with a header that names the licence, the sources and the catalogue version.`,
    },
    {
      href: OPEN_DATA_PATHS.licence,
      label: 'LICENSE.txt',
      what: t`The licence, the credits to keep, and the full text of the GNU GPL.`,
    },
    {
      href: OPEN_DATA_PATHS.index,
      label: t`The index`,
      what: t`For programs: the files’ addresses and sizes, the catalogue version and the time of the last change, as JSON.`,
    },
  ];
  const licence = OPEN_DATA_LICENCE.name;
  const separator = OPEN_DATA_LIST_SEPARATOR.trim();
  return (
    <InfoPage
      title={t`Open Data`}
      description={t`Download the whole Inklore ink catalogue as CSV or JSON: names, brands, colours, properties and credits, free to reuse under the GNU GPL.`}
      lead={<Trans>The whole ink catalogue, as files you may download, reuse and share.</Trans>}
    >
      <h2>
        <Trans>Downloads</Trans>
      </h2>
      <ul>
        {downloads.map(({ href, label, what }) => (
          <li key={href}>
            <Trans>
              <a href={href}>{label}</a>: {what}
            </Trans>
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          The files follow the catalogue: when an ink is added, changed or removed, the next
          download has the change. The addresses stay the same, so a program can fetch them on a
          schedule and send back the ETag it was given (If-None-Match) to hear “not modified” when
          nothing changed.
        </Trans>
      </p>

      <h2>
        <Trans>What is in them</Trans>
      </h2>
      <p>
        <Trans>
          Every ink in the catalogue: its number, brand, line, name and other names, its colour as a
          hex code and as CIELAB, its colour family, its properties (and which of them members voted
          for), the address of its page, its images with who shared them, its source and, for an ink
          a member shared, their username.
        </Trans>
      </p>
      <p>
        <Trans>
          Nothing private is in them: no email addresses, no ink-ventories, ratings or notes.
          Members’ descriptions, comments and community images stay on the ink pages, because their
          authors keep the rights to them.
        </Trans>
      </p>

      <h2>
        <Trans>Licence and credits</Trans>
      </h2>
      <p>
        <Trans>
          The catalogue data is offered under the{' '}
          <a href={OPEN_DATA_LICENCE.url} rel="noopener noreferrer">
            {licence}
          </a>
          , the licence of its largest source. If you reuse or pass it on, keep these credits and
          each ink’s source, say so if you changed the data, and share it under the same licence:
        </Trans>
      </p>
      <ul>
        {OPEN_DATA_SOURCES.map((s) => (
          <li key={s.name}>
            {/\.$/.test(s.credit) ? s.credit : `${s.credit}.`} {s.modified}
          </li>
        ))}
      </ul>
      <p>
        <Trans>
          Images are links, not part of the licensed data: each belongs to whoever made it. Ask the
          owner before you copy one. The full terms are in{' '}
          <a href={OPEN_DATA_PATHS.licence}>LICENSE.txt</a> and on our{' '}
          <Link to="/terms">Terms &amp; Conditions</Link>.
        </Trans>
      </p>

      <h2>
        <Trans>Reading the CSV</Trans>
      </h2>
      <p>
        <Trans>
          The CSV is UTF-8 with a header row and follows RFC 4180. A cell that holds a list (other
          names, properties, images) joins its items with “{separator}” and a space; image_credits
          has one entry per image in image_urls. A text cell that would start with =, +, - or @
          begins with an apostrophe, so a spreadsheet never runs it as a formula. In a spreadsheet,
          open it through the import of text or CSV files and choose UTF-8, so names in other
          scripts show as they should.
        </Trans>
      </p>
      <p>
        <Trans>The columns, in order:</Trans>
      </p>
      <p className="break-words font-mono text-sm">{OPEN_DATA_CSV_COLUMNS.join(', ')}</p>
    </InfoPage>
  );
}
