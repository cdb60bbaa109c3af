import type { Locale } from '@inklore/contract/pages/locales.rules';

/**
 * A notification's sentence in each of the site's languages (ADR 081): the notifications page
 * asks in its page's language, the digest in the member's. English is the wording the API always
 * had; notification-words.test.ts checks that each language names the same values.
 */
export type NotificationWords = {
  /** a member named in a sentence, and one who is not named */
  person: (username: string) => string;
  someone: string;
  anInk: string;
  removedInk: string;
  noReason: string;
  /** what a report was about, as the report sentences name it */
  reported: Record<string, string>;
  reportedOther: string;
  discoveryApproved: (name: string) => string;
  discoveryRejected: (name: string, reason: string) => string;
  imageApproved: (ink: string) => string;
  imageRejected: (ink: string, reason: string) => string;
  reportRemoved: (thing: string) => string;
  reportKept: (thing: string) => string;
  badge: (name: string, rule: string) => string;
  badgeUnknown: string;
  imageVotes: (count: number, ink: string) => string;
  imageComments: (count: number, who: string, ink: string) => string;
  mention: (who: string, ink: string) => string;
  follower: (who: string) => string;
  sampleRequest: (who: string, ink: string) => string;
  sampleAccepted: (who: string, ink: string) => string;
  sampleDeclined: (who: string, ink: string) => string;
  sampleMessage: (who: string, ink: string) => string;
  wishlistOffered: (who: string, ink: string) => string;
};

const en: NotificationWords = {
  person: (username) => username,
  someone: 'A member',
  anInk: 'an ink',
  removedInk: 'an ink that was removed',
  noReason: 'No reason was given',
  reported: {
    comment: 'comment',
    community_image: 'community image',
    ink_profile: 'ink page',
    sample_message: 'message',
  },
  reportedOther: 'content',
  discoveryApproved: (name) => `Your discovery "${name}" was approved: it is in the catalogue now.`,
  discoveryRejected: (name, reason) => `Your discovery "${name}" was rejected: ${reason}`,
  imageApproved: (ink) => `Your image of ${ink} was approved: it is the ink's main image now.`,
  imageRejected: (ink, reason) => `Your image of ${ink} was rejected: ${reason}`,
  reportRemoved: (thing) =>
    `Thank you for your report: the moderators removed the ${thing} you reported.`,
  reportKept: (thing) =>
    `The moderators looked at the ${thing} you reported and decided to keep it. Thank you for your report.`,
  badge: (name, rule) => `You earned the badge "${name}": ${rule}`,
  badgeUnknown: 'You earned a new badge.',
  imageVotes: (count, ink) =>
    count === 1
      ? `A member voted on your image of ${ink}.`
      : `${count} members voted on your image of ${ink}.`,
  imageComments: (count, who, ink) =>
    count === 1
      ? `${who} commented on ${ink}, where you shared an image.`
      : `${count} new comments on ${ink}, where you shared an image.`,
  mention: (who, ink) => `${who} mentioned you in a comment on ${ink}.`,
  follower: (who) => `${who} followed you.`,
  sampleRequest: (who, ink) => `${who} asked you for a sample of ${ink}.`,
  sampleAccepted: (who, ink) => `${who} accepted your request for a sample of ${ink}.`,
  sampleDeclined: (who, ink) => `${who} declined your request for a sample of ${ink}.`,
  sampleMessage: (who, ink) => `${who} wrote on the sample request for ${ink}.`,
  wishlistOffered: (who, ink) => `${who} offers samples of ${ink}, which is on your wishlist.`,
};

const ja: NotificationWords = {
  person: (username) => `${username} さん`,
  someone: 'あるメンバー',
  anInk: 'あるインク',
  removedInk: '削除されたインク',
  noReason: '理由は示されていません',
  reported: {
    comment: 'コメント',
    community_image: 'コミュニティ画像',
    ink_profile: 'インクのページ',
    sample_message: 'メッセージ',
  },
  reportedOther: 'コンテンツ',
  discoveryApproved: (name) => `あなたが見つけた「${name}」が承認され、カタログに載りました。`,
  discoveryRejected: (name, reason) => `あなたが見つけた「${name}」は却下されました: ${reason}`,
  imageApproved: (ink) => `${ink} のあなたの画像が承認され、インクのメイン画像になりました。`,
  imageRejected: (ink, reason) => `${ink} のあなたの画像は却下されました: ${reason}`,
  reportRemoved: (thing) =>
    `ご報告ありがとうございます。モデレーターが報告された${thing}を削除しました。`,
  reportKept: (thing) =>
    `モデレーターが報告された${thing}を確認し、残すことにしました。ご報告ありがとうございます。`,
  badge: (name, rule) => `バッジ「${name}」を獲得しました：${rule}`,
  badgeUnknown: '新しいバッジを獲得しました。',
  imageVotes: (count, ink) =>
    count === 1
      ? `${ink} のあなたの画像にメンバーが投票しました。`
      : `${ink} のあなたの画像に ${count} 人のメンバーが投票しました。`,
  imageComments: (count, who, ink) =>
    count === 1
      ? `${who}が、あなたが画像を共有した ${ink} にコメントしました。`
      : `あなたが画像を共有した ${ink} に ${count} 件の新しいコメントがあります。`,
  mention: (who, ink) => `${who}が ${ink} へのコメントであなたに言及しました。`,
  follower: (who) => `${who}があなたをフォローしました。`,
  sampleRequest: (who, ink) => `${who}が ${ink} のサンプルをリクエストしました。`,
  sampleAccepted: (who, ink) => `${who}が ${ink} のサンプルのリクエストを承諾しました。`,
  sampleDeclined: (who, ink) => `${who}が ${ink} のサンプルのリクエストを断りました。`,
  sampleMessage: (who, ink) => `${who}が ${ink} のサンプルリクエストにメッセージを書きました。`,
  wishlistOffered: (who, ink) =>
    `${who}が、ウィッシュリストにある ${ink} のサンプルを提供しています。`,
};

const de: NotificationWords = {
  person: (username) => username,
  someone: 'Ein Mitglied',
  anInk: 'eine Tinte',
  removedInk: 'eine entfernte Tinte',
  noReason: 'Es wurde kein Grund genannt',
  reported: {
    comment: 'den gemeldeten Kommentar',
    community_image: 'das gemeldete Community-Bild',
    ink_profile: 'die gemeldete Tintenseite',
    sample_message: 'die gemeldete Nachricht',
  },
  reportedOther: 'den gemeldeten Inhalt',
  discoveryApproved: (name) =>
    `Deine Entdeckung „${name}“ wurde angenommen: Sie ist jetzt im Katalog.`,
  discoveryRejected: (name, reason) => `Deine Entdeckung „${name}“ wurde abgelehnt: ${reason}`,
  imageApproved: (ink) =>
    `Dein Bild von ${ink} wurde angenommen: Es ist jetzt das Hauptbild der Tinte.`,
  imageRejected: (ink, reason) => `Dein Bild von ${ink} wurde abgelehnt: ${reason}`,
  reportRemoved: (thing) => `Danke für deine Meldung: Die Moderatoren haben ${thing} entfernt.`,
  reportKept: (thing) =>
    `Die Moderatoren haben sich ${thing} angesehen und beschlossen, nichts zu entfernen. Danke für deine Meldung.`,
  badge: (name, rule) => `Du hast das Abzeichen „${name}“ verdient: ${rule}`,
  badgeUnknown: 'Du hast ein neues Abzeichen verdient.',
  imageVotes: (count, ink) =>
    count === 1
      ? `Ein Mitglied hat über dein Bild von ${ink} abgestimmt.`
      : `${count} Mitglieder haben über dein Bild von ${ink} abgestimmt.`,
  imageComments: (count, who, ink) =>
    count === 1
      ? `${who} hat ${ink} kommentiert, wo du ein Bild geteilt hast.`
      : `${count} neue Kommentare zu ${ink}, wo du ein Bild geteilt hast.`,
  mention: (who, ink) => `${who} hat dich in einem Kommentar zu ${ink} erwähnt.`,
  follower: (who) => `${who} folgt dir jetzt.`,
  sampleRequest: (who, ink) => `${who} bittet dich um eine Probe von ${ink}.`,
  sampleAccepted: (who, ink) => `${who} hat deine Anfrage nach einer Probe von ${ink} angenommen.`,
  sampleDeclined: (who, ink) => `${who} hat deine Anfrage nach einer Probe von ${ink} abgelehnt.`,
  sampleMessage: (who, ink) => `${who} hat zur Probenanfrage für ${ink} geschrieben.`,
  wishlistOffered: (who, ink) =>
    `${who} bietet Proben von ${ink} an, die auf deiner Wunschliste steht.`,
};

export const NOTIFICATION_WORDS: Record<Locale, NotificationWords> = { en, ja, de };
