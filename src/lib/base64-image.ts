// An SVG in an <img> runs no script, so the fixture's SVG captchas are pictures like any other.
const PICTURE = /^image\/(png|jpeg|gif|webp|svg\+xml)$/;

/**
 * A captcha picture sent as base64 (a bare string or a data: URL) as a Blob, or null when it is not a picture. Shown through a blob: URL, so the CSP can refuse every data: image while captchas still show.
 */
export function base64ImageBlob(data: string): Blob | null {
  const match = /^data:([^;,]+);base64,(.*)$/s.exec(data.trim());
  const type = match ? (match[1] ?? '') : 'image/png';
  if (!PICTURE.test(type)) return null;
  try {
    const bytes = Uint8Array.from(atob(match ? (match[2] ?? '') : data.trim()), (c) => c.charCodeAt(0));
    return new Blob([bytes], { type });
  } catch {
    return null;
  }
}
