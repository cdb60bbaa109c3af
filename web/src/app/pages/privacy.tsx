import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '#src/lib/router.tsx';
import { InfoPage } from '#src/components/info-page.tsx';
import { Button } from '#src/components/ui/button.tsx';
import { CONSENT_STORAGE_KEY, openConsentSettings } from '#src/features/preferences/consent.ts';
import { LOCALE_COOKIE } from '@inklore/contract/pages/locales.rules';
import { THEME_STORAGE_KEY } from '#src/features/preferences/theme.ts';

// The cookies' and notes' names, the same in every language.
const CSRF_COOKIE = 'inklore_csrf';
const SESSION_COOKIE = 'inklore_session';
const PENDING_COOKIE = 'inklore_pending';
const FONTS_KEY = 'inklore-fonts';

/**
 * /privacy: the policy (an info page) with what the preferences feature keeps in the browser,
 * under its own key names, and the way to change the cookie settings.
 */
export default function PrivacyPage() {
  const { t } = useLingui();
  return (
    <InfoPage
      title={t`Privacy Policy`}
      description={t`What Inklore keeps about you (very little), what it stores in your browser, and the choices you have.`}
      lead={t`Inklore keeps as little about you as it can, and nothing is sold or shared with advertisers.`}
    >
      <h2>
        <Trans>Who is responsible</Trans>
      </h2>
      <p>
        <Trans>
          This site is run by its operators, the people who host this copy of Inklore. They decide
          how long the records below are kept. How to reach them is on the{' '}
          <Link to="/contact">Contact Us</Link> page.
        </Trans>
      </p>

      <h2>
        <Trans>What your browser keeps</Trans>
      </h2>
      <p>
        <Trans>
          Inklore sets only essential cookies, none of them readable by the page's scripts:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <code>{CSRF_COOKIE}</code>: a random token that proves a form was sent from this site
            and not forged by another. Set on your first visit.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>{SESSION_COOKIE}</code>: a random session id, set when you sign in and removed
            when you sign out. The server keeps the session (hashed) with its start and last use,
            and ends it after a period without use.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>{LOCALE_COOKIE}</code>: the language you chose with the language switch, so that
            the site opens in it. Set only when you choose one, and kept for a year.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>{PENDING_COOKIE}</code>: for a few minutes between your password (or provider) and
            your two-factor code, if you use two-factor sign-in.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>It also keeps three small notes in your browser's local storage:</Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <code>{CONSENT_STORAGE_KEY}</code>: your answer to the cookie banner (essential,
            analytics, preferences) and when you gave it, so the banner does not ask again. This is
            essential.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>{THEME_STORAGE_KEY}</code>: light or dark, if you chose one with the theme button.
            It is kept between visits only if you allow preferences; otherwise it lasts until you
            close the tab.
          </Trans>
        </li>
        <li>
          <Trans>
            <code>{FONTS_KEY}</code>: that your browser has fetched Inklore&apos;s fonts, so the
            next pages use them from the start. It says nothing about you. This is essential.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          There are no analytics or advertising cookies; if that ever changes, nothing will be
          collected unless you have allowed analytics.
        </Trans>
      </p>
      <p>
        <Button variant="secondary" size="sm" onClick={openConsentSettings}>
          <Trans>Change cookie settings</Trans>
        </Button>
      </p>

      <h2>
        <Trans>What the server keeps</Trans>
      </h2>
      <p>
        <Trans>
          Like most web servers, Inklore writes a line to its log for each request: the time, the
          address asked for, the result, and the IP address it came from. Logs help keep the site
          running and safe; the operators decide how long they are kept.
        </Trans>
      </p>
      <p>
        <Trans>
          Browsing needs no account, so for visitors that is all. For members the site keeps what
          you give it: your email address (never shown to others), username, display and real names
          if you add them, a bio, a profile picture (re-encoded on the server, with its metadata
          such as location removed), your password as a memory-hard hash, your two-factor secret if
          you turn it on, which sign-in providers you linked, the comments you write (shown with
          your username and picture), and your ink-ventory (your notes stay private; statuses and
          ratings are counted, without names, in each ink's totals). Sign-in attempts are counted
          for a short while per address and account, to stop password guessing.
        </Trans>
      </p>
      <p>
        <Trans>
          You can change all of this on your profile page, and delete your account there: that
          removes your details, sessions, linked providers, comments and ink-ventory. What you added
          to the shared catalogue stays, without your name. When a moderator removes a comment, its
          text is kept in the moderation log so the decision can be checked.
        </Trans>
      </p>

      <h2>
        <Trans>Other sites</Trans>
      </h2>
      <p>
        <Trans>
          Inklore loads its fonts, code and styles from its own address; no third-party scripts,
          fonts or trackers run here. An ink or story image may be hosted elsewhere: when your
          browser shows it, that site sees your IP address. The share buttons on an ink page contact
          Facebook, Twitter or WhatsApp only when you click them.
        </Trans>
      </p>

      <h2>
        <Trans>Your choices</Trans>
      </h2>
      <p>
        <Trans>
          You can clear the notes above at any time in your browser's settings, or change your
          cookie choice with the button above. For anything the server keeps about you, write to the
          operators.
        </Trans>
      </p>
    </InfoPage>
  );
}
