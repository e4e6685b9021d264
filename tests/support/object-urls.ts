/** The Blobs behind the blob: URLs made in a jsdom test (jsdom itself has no object URLs). */
export const objectUrls = new Map<string, Blob>();

/** The text of the Blob behind a blob: URL made in this test (jsdom's Blob has no text(), so through FileReader). */
export function objectUrlText(url: string): Promise<string> {
  const blob = objectUrls.get(url);
  if (!blob) return Promise.reject(new Error(`no Blob behind ${url}`));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable Blob'));
    reader.readAsText(blob);
  });
}
