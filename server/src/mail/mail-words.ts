import { isLocale, type Locale } from '@inklore/contract/pages/locales.rules';

/**
 * The mails' words in each of the site's languages (ADR 081): the member's saved language,
 * else the language of the page that asked for the mail. English is the wording the mails
 * always had; Japanese and German say the same, German with "du" as the site does. Each
 * language is a whole table, so a missing text is a type error, and mail-words.test.ts checks
 * that every text names the same values in each language.
 */
export type MailWords = {
  hello: (username: string) => string;
  /** the plain-text mails' last line but one, and the HTML's note under the button */
  copyAddress: string;
  verify: {
    subject: string;
    title: string;
    body: string[];
    action: string;
    textAction: string;
  };
  reset: { subject: string; title: string; body: string[]; action: string; textAction: string };
  signupAttempt: {
    subject: string;
    title: string;
    body: (username: string) => string[];
    signIn: string;
    forgot: string;
    textForgot: string;
  };
  cleanSoon: {
    subject: (pens: number) => string;
    title: string;
    intro: (pens: number, days: number) => string;
    /** one pen's line: the pen, the ink in it and the day it was inked (YYYY-MM-DD) */
    line: (pen: string, ink: string, since: string) => string;
    after: string;
    action: string;
    textAction: string;
  };
  digest: {
    subject: (n: number, more: boolean) => string;
    title: string;
    intro: (n: number, more: boolean) => string;
    more: string;
    after: (frequency: 'daily' | 'weekly', unsubscribeUrl: string) => string;
    action: string;
    textAction: string;
    stop: string;
  };
};

const SITE = 'Inklore';

const en: MailWords = {
  hello: (username) => `Hello ${username},`,
  copyAddress: 'If the button does not work, copy this address into your browser:',
  verify: {
    subject: `${SITE}: confirm your email address`,
    title: 'Confirm your email',
    body: [
      `Welcome to ${SITE}, where every ink tells its story. Please confirm that this is your email address. The link works once and expires in 24 hours.`,
      'If you did not sign up, you can ignore this message.',
    ],
    action: 'Confirm my email',
    textAction: 'Confirm your email',
  },
  reset: {
    subject: `${SITE}: reset your password`,
    title: 'Reset your password',
    body: [
      `Someone asked to reset the password of your ${SITE} account. The link works once and expires in one hour. Setting a new password signs you out everywhere else.`,
      'If it was not you, ignore this message: your password stays as it is.',
    ],
    action: 'Choose a new password',
    textAction: 'Choose a new password',
  },
  signupAttempt: {
    subject: `${SITE}: someone tried to sign up with your email`,
    title: 'Someone tried to sign up with your email',
    body: (username) => [
      `Someone tried to sign up to ${SITE} with this email address. It already has an account: yours, with the username ${username}.`,
      'If it was you, sign in instead; if you have forgotten your password, choose a new one.',
      'If it was not you, you can ignore this message: nothing has changed.',
    ],
    signIn: 'Sign in',
    forgot: 'Forgot your password? Choose a new one',
    textForgot: 'Choose a new password',
  },
  cleanSoon: {
    subject: (pens) => `${SITE}: ${pens === 1 ? 'a pen' : `${pens} pens`} to clean soon`,
    title: 'Pens to clean soon',
    intro: (pens, days) =>
      pens === 1
        ? `This pen has been inked for ${days} days or more and may want cleaning soon:`
        : `These pens have been inked for ${days} days or more and may want cleaning soon:`,
    line: (pen, ink, since) => `${pen}, inked with ${ink} since ${since}`,
    after:
      'You asked for this mail in the settings of your pens, where you can turn it off. It comes once for each pen you ink.',
    action: 'See my pens',
    textAction: 'See your pens',
  },
  digest: {
    subject: (n, more) =>
      `${SITE}: ${n === 1 ? 'an unread notification' : `${n}${more ? '+' : ''} unread notifications`}`,
    title: 'Your notifications',
    intro: (n, more) =>
      n === 1
        ? `You have an unread notification on ${SITE}:`
        : `You have ${n}${more ? ' or more' : ''} unread notifications on ${SITE}:`,
    more: 'More are waiting on your notifications page.',
    after: (frequency, url) =>
      `You get this mail because you asked for a ${frequency} digest in your notification settings. To stop these mails, open this link (one click, no sign-in): ${url}`,
    action: 'See my notifications',
    textAction: 'See your notifications',
    stop: 'Stop these digest mails',
  },
};

const ja: MailWords = {
  hello: (username) => `${username} さん`,
  copyAddress: 'ボタンが使えない場合は、このアドレスをブラウザーに貼り付けてください:',
  verify: {
    subject: `${SITE}: メールアドレスの確認`,
    title: 'メールアドレスの確認',
    body: [
      `すべてのインクに物語がある、${SITE} へようこそ。このメールアドレスがあなたのものであることを確認してください。リンクは一度だけ使え、24 時間で期限が切れます。`,
      '登録した覚えがない場合は、このメールを無視してください。',
    ],
    action: 'メールアドレスを確認する',
    textAction: 'メールアドレスを確認する',
  },
  reset: {
    subject: `${SITE}: パスワードの再設定`,
    title: 'パスワードの再設定',
    body: [
      `あなたの ${SITE} アカウントのパスワード再設定が求められました。リンクは一度だけ使え、1 時間で期限が切れます。新しいパスワードを設定すると、ほかのすべての場所からサインアウトします。`,
      '心当たりがない場合は、このメールを無視してください。パスワードは変わりません。',
    ],
    action: '新しいパスワードを設定する',
    textAction: '新しいパスワードを設定する',
  },
  signupAttempt: {
    subject: `${SITE}: あなたのメールアドレスで登録しようとした人がいます`,
    title: 'あなたのメールアドレスで登録しようとした人がいます',
    body: (username) => [
      `このメールアドレスで ${SITE} に登録しようとした人がいます。このアドレスにはすでにアカウントがあります。ユーザー名 ${username} の、あなたのアカウントです。`,
      'ご自身の場合は、代わりにサインインしてください。パスワードを忘れた場合は、新しいパスワードを設定してください。',
      '心当たりがない場合は、このメールを無視してください。何も変わっていません。',
    ],
    signIn: 'サインイン',
    forgot: 'パスワードを忘れましたか?新しいパスワードを設定する',
    textForgot: '新しいパスワードを設定する',
  },
  cleanSoon: {
    subject: (pens) => `${SITE}: そろそろ洗浄したいペンが ${pens} 本あります`,
    title: 'そろそろ洗浄したいペン',
    intro: (pens, days) =>
      pens === 1
        ? `このペンはインクを入れてから ${days} 日以上たちました。そろそろ洗浄しましょう:`
        : `これらのペンはインクを入れてから ${days} 日以上たちました。そろそろ洗浄しましょう:`,
    line: (pen, ink, since) => `${pen}(${since} から ${ink})`,
    after:
      'このメールはペンの設定でご希望いただいたものです。設定からいつでも止められます。インクを入れたペンごとに一度だけ届きます。',
    action: 'ペンを見る',
    textAction: 'ペンを見る',
  },
  digest: {
    subject: (n, more) => `${SITE}: 未読の通知が ${n}${more ? ' 件以上' : ' 件'}あります`,
    title: 'あなたへの通知',
    intro: (n, more) => `${SITE} に未読の通知が ${n}${more ? ' 件以上' : ' 件'}あります:`,
    more: 'ほかの通知は通知ページでご覧いただけます。',
    after: (frequency, url) =>
      `このメールは、通知の設定で${frequency === 'weekly' ? '毎週' : '毎日'}のまとめを希望されたためにお送りしています。停止するには、このリンクを開いてください(ワンクリック、サインイン不要): ${url}`,
    action: '通知を見る',
    textAction: '通知を見る',
    stop: 'まとめメールを停止する',
  },
};

const de: MailWords = {
  hello: (username) => `Hallo ${username},`,
  copyAddress: 'Falls der Knopf nicht funktioniert, kopiere diese Adresse in deinen Browser:',
  verify: {
    subject: `${SITE}: Bestätige deine E-Mail-Adresse`,
    title: 'Bestätige deine E-Mail-Adresse',
    body: [
      `Willkommen bei ${SITE}, wo jede Tinte ihre Geschichte erzählt. Bitte bestätige, dass dies deine E-Mail-Adresse ist. Der Link funktioniert einmal und läuft nach 24 Stunden ab.`,
      'Falls du dich nicht registriert hast, kannst du diese Nachricht ignorieren.',
    ],
    action: 'E-Mail-Adresse bestätigen',
    textAction: 'Bestätige deine E-Mail-Adresse',
  },
  reset: {
    subject: `${SITE}: Setze dein Passwort zurück`,
    title: 'Setze dein Passwort zurück',
    body: [
      `Jemand hat darum gebeten, das Passwort deines ${SITE}-Kontos zurückzusetzen. Der Link funktioniert einmal und läuft nach einer Stunde ab. Ein neues Passwort meldet dich überall sonst ab.`,
      'Falls du es nicht warst, ignoriere diese Nachricht: Dein Passwort bleibt, wie es ist.',
    ],
    action: 'Neues Passwort wählen',
    textAction: 'Wähle ein neues Passwort',
  },
  signupAttempt: {
    subject: `${SITE}: Jemand wollte sich mit deiner E-Mail-Adresse registrieren`,
    title: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    body: (username) => [
      `Jemand hat versucht, sich mit dieser E-Mail-Adresse bei ${SITE} zu registrieren. Zu ihr gehört schon ein Konto: deines, mit dem Benutzernamen ${username}.`,
      'Falls du es warst, melde dich stattdessen an; falls du dein Passwort vergessen hast, wähle ein neues.',
      'Falls du es nicht warst, kannst du diese Nachricht ignorieren: Es hat sich nichts geändert.',
    ],
    signIn: 'Anmelden',
    forgot: 'Passwort vergessen? Wähle ein neues',
    textForgot: 'Wähle ein neues Passwort',
  },
  cleanSoon: {
    subject: (pens) => `${SITE}: ${pens === 1 ? 'ein Füller' : `${pens} Füller`} bald zu reinigen`,
    title: 'Bald zu reinigende Füller',
    intro: (pens, days) =>
      pens === 1
        ? `Dieser Füller ist seit ${days} Tagen oder länger befüllt und sollte bald gereinigt werden:`
        : `Diese Füller sind seit ${days} Tagen oder länger befüllt und sollten bald gereinigt werden:`,
    line: (pen, ink, since) => `${pen}, seit ${since} mit ${ink} befüllt`,
    after:
      'Du hast diese Mail in den Einstellungen deiner Füller bestellt, wo du sie abbestellen kannst. Sie kommt einmal für jeden Füller, den du befüllst.',
    action: 'Meine Füller ansehen',
    textAction: 'Sieh dir deine Füller an',
  },
  digest: {
    subject: (n, more) =>
      `${SITE}: ${n === 1 ? 'eine ungelesene Benachrichtigung' : `${n}${more ? '+' : ''} ungelesene Benachrichtigungen`}`,
    title: 'Deine Benachrichtigungen',
    intro: (n, more) =>
      n === 1
        ? `Du hast eine ungelesene Benachrichtigung auf ${SITE}:`
        : `Du hast ${n}${more ? ' oder mehr' : ''} ungelesene Benachrichtigungen auf ${SITE}:`,
    more: 'Weitere warten auf deiner Benachrichtigungsseite.',
    after: (frequency, url) =>
      `Du bekommst diese Mail, weil du in deinen Benachrichtigungseinstellungen eine ${frequency === 'weekly' ? 'wöchentliche' : 'tägliche'} Zusammenfassung gewählt hast. Um diese Mails abzubestellen, öffne diesen Link (ein Klick, ohne Anmeldung): ${url}`,
    action: 'Meine Benachrichtigungen ansehen',
    textAction: 'Sieh dir deine Benachrichtigungen an',
    stop: 'Diese Zusammenfassungen abbestellen',
  },
};

export const MAIL_WORDS: Record<Locale, MailWords> = { en, ja, de };

/**
 * The language of a mail to a member: the one they saved (users.locale), else the language of
 * the page that asked for it (the request's Accept-Language, which the web app sets to the
 * page's language), else English.
 */
export function mailLocale(saved: string | null | undefined, asked?: Locale): Locale {
  return isLocale(saved) ? saved : (asked ?? 'en');
}
