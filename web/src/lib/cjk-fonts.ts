import sheet from '#src/styles/cjk-fonts.css?url';

/** Kana, kanji (CJK unified ideographs and extension A) and half-width katakana. */
export const JAPANESE = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/;

/**
 * `lang="ja"` for a name written in Japanese on a page in any language (an ink's other name, a
 * member's words): screen readers read it in Japanese, and styles.css draws it in the Japanese
 * faces first, where a Latin face listed before them would show boxes (ADR 080).
 */
export const langOf = (text: string): 'ja' | undefined => (JAPANESE.test(text) ? 'ja' : undefined);

let linked = false;

/** Links the Japanese face's sheet (ADR 080), once. */
function linkSheet(): void {
  if (linked) return;
  linked = true;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = sheet;
  document.head.append(link);
}

/**
 * The text that asks for the face on a page in another language: its main part, where ink
 * names and members' words are. The footer's language switch names 日本語 on every page; it
 * is left to the system's faces, so that English and German visits never fetch the sheet for
 * it (the state script's data, outside the page's main part, is not text either).
 */
function pageText(root: HTMLElement): string {
  return root.querySelector('main')?.textContent ?? '';
}

/**
 * Links the Japanese face's sheet as soon as the page shows Japanese: at once on a page in
 * Japanese, else when kana or kanji first appear in `root`'s main part (an ink's own name, a
 * member's words). Faces the system has come first in styles.css's lists, so on most systems the
 * sheet's slices are never downloaded; where it has none, no character is drawn as a box for
 * longer than the slice takes to arrive.
 */
export function watchForJapanese(root: HTMLElement = document.body): void {
  if (document.documentElement.lang === 'ja' || JAPANESE.test(pageText(root))) {
    linkSheet();
    return;
  }
  let pending = false;
  const observer = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    // at most one look at the page's text a second, however busy the page is
    setTimeout(() => {
      pending = false;
      if (!JAPANESE.test(pageText(root))) return;
      observer.disconnect();
      linkSheet();
    }, 1000);
  });
  observer.observe(root, { childList: true, subtree: true, characterData: true });
}
