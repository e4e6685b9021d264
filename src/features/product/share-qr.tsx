import { QRCodeSVG } from 'qrcode.react';

/** Share QR size in px. */
export const SHARE_QR_SIZE = 80;

/** The QR code of a page's public address (loaded with the share panel's first opening). */
export default function ShareQr({ url, label }: { url: string; label: string }) {
  return <QRCodeSVG value={url} size={SHARE_QR_SIZE} level="L" role="img" aria-label={label} data-url={url} />;
}
