import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/**
 * A QR code drawn in the browser from the otpauth:// address (the secret never leaves for a
 * QR service). The encoder is loaded only when a QR code is shown.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toString(text, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((out) => {
        if (live) setSvg(out);
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [text]);
  if (failed) {
    return (
      <p className="text-sm text-muted">
        <Trans>The QR code could not be drawn. Type the key below into your app instead.</Trans>
      </p>
    );
  }
  return (
    <div className="size-44 shrink-0 overflow-hidden rounded-xl border border-rule bg-white p-1.5 sm:size-48">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={label}
          width={180}
          height={180}
          className="size-full [image-rendering:pixelated]"
        />
      ) : (
        <div className="skeleton size-full" aria-hidden="true" />
      )}
    </div>
  );
}
