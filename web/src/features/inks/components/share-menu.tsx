import { Trans } from '@lingui/react/macro';
import { Link2, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonClass } from '#src/components/ui/button.tsx';
import { copyLink, openSharePopup, shareUrls } from '../share.ts';

function FacebookIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="currentColor"
        d="M13.5 21v-8h2.7l.4-3.1h-3.1v-2c0-.9.3-1.5 1.6-1.5h1.7V3.6A22 22 0 0 0 14.3 3.5c-2.4 0-4 1.5-4 4.1v2.3H7.6V13h2.7v8h3.2Z"
      />
    </svg>
  );
}
function TwitterIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="currentColor"
        d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.3L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5Z"
      />
    </svg>
  );
}
function WhatsAppIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.3-.2-.5-.3Z"
      />
    </svg>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-sunken data-[highlighted]:text-primary';

/**
 * The share menu: Copy Link, Facebook, Twitter, WhatsApp (each site in a 600x400 popup). Its
 * code loads when someone reaches for the Share button; it opens as soon as it arrives.
 */
export default function ShareMenu({
  url,
  title,
  description,
}: {
  url: string;
  title: string;
  description: string;
}) {
  const links = shareUrls(url, title, description);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={buttonClass('secondary', 'sm')}>
        <Share2 className="size-4" aria-hidden="true" />
        <Trans>Share</Trans>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-48 rounded-xl border border-rule bg-surface p-1.5 shadow-[0_12px_32px_-12px_rgb(0_0_0/0.35)]"
        >
          <DropdownMenu.Item className={itemClass} onSelect={() => void copyLink(url)}>
            <Link2 className="size-4" aria-hidden="true" />
            <Trans>Copy Link</Trans>
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-rule" />
          <DropdownMenu.Item className={itemClass} onSelect={() => openSharePopup(links.facebook)}>
            {/* eslint-disable-next-line no-restricted-syntax -- the services' names */}
            <FacebookIcon />
            Facebook
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => openSharePopup(links.twitter)}>
            {/* eslint-disable-next-line no-restricted-syntax -- the services' names */}
            <TwitterIcon />
            Twitter
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => openSharePopup(links.whatsapp)}>
            {/* eslint-disable-next-line no-restricted-syntax -- the services' names */}
            <WhatsAppIcon />
            WhatsApp
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
