/** Side of the square an image preview is drawn into. */
export const THUMBNAIL_SIZE = 200;

/** A 200px preview of an image file as a data: URL, the image fitted inside; '' for anything else or when it cannot draw. */
export async function imageThumbnail(file: File): Promise<string> {
  if (!file.type.startsWith('image/')) return '';
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = THUMBNAIL_SIZE;
    canvas.height = THUMBNAIL_SIZE;
    const context = canvas.getContext('2d');
    if (!context || !image.naturalWidth || !image.naturalHeight) return '';
    const scale = Math.min(THUMBNAIL_SIZE / image.naturalWidth, THUMBNAIL_SIZE / image.naturalHeight);
    const width = image.naturalWidth * scale;
    const height = image.naturalHeight * scale;
    context.drawImage(image, (THUMBNAIL_SIZE - width) / 2, (THUMBNAIL_SIZE - height) / 2, width, height);
    return canvas.toDataURL('image/png');
  } catch {
    return '';
  } finally {
    URL.revokeObjectURL(url);
  }
}
