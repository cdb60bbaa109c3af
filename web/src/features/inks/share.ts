import type { Ink } from '@inklore/contract';
import { t } from '@lingui/core/macro';
import { toast } from '#src/lib/toast.ts';

/** Spec §2 Share button: the description is the first 100 characters of the ink's. */
export const SHARE_DESCRIPTION_LENGTH = 100;
export const POPUP_FEATURES = 'width=600,height=400';

/**
 * The first 100 characters of the ink's description, on one line; a longer one ends at the
 * last whole word that fits, with an ellipsis (the 100 include it), never mid-word.
 */
export function shareDescription(ink: Pick<Ink, 'name' | 'brand' | 'description'>): string {
  const text = ink.description?.replace(/\s+/g, ' ').trim();
  const { name, brand } = ink;
  if (!text) return t`${name} by ${brand} on Inklore`;
  if (text.length <= SHARE_DESCRIPTION_LENGTH) return text;
  const room = text.slice(0, SHARE_DESCRIPTION_LENGTH - 1);
  const lastSpace = room.lastIndexOf(' ');
  // one very long word: cut it, still marked as cut
  const words = lastSpace > SHARE_DESCRIPTION_LENGTH / 2 ? room.slice(0, lastSpace) : room;
  return `${words.replace(/[\s,;:.!?\-–—]+$/u, '')}…`;
}

export function shareUrls(url: string, title: string, description: string) {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(`${title}: ${description}`)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title}: ${description} ${url}`)}`,
  };
}

export function openSharePopup(url: string): void {
  window.open(url, 'inklore-share', `${POPUP_FEATURES},noopener,noreferrer`);
}

export function canShareNatively(data: ShareData): boolean {
  if (typeof navigator.share !== 'function') return false;
  try {
    return typeof navigator.canShare === 'function' ? navigator.canShare(data) : true;
  } catch {
    return false;
  }
}

/** Copies the address and says how it went (spec §8 texts). */
export async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({
      title: t`Link copied!`,
      description: t`The link has been copied to your clipboard.`,
      variant: 'success',
    });
  } catch {
    toast({
      title: t`Failed to copy`,
      description: t`Please copy the URL manually from your browser.`,
      variant: 'error',
    });
  }
}
