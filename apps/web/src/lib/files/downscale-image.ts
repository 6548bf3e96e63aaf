/** Photos kept on the phone and sent in a proof of delivery are no larger than this on their longer side. */
export const PHOTO_MAX_EDGE_PX = 1600;
export const PHOTO_JPEG_QUALITY = 0.82;

/** The size that fits within `max` on its longer side, keeping the shape; never larger than it was. */
export function fitWithin(width: number, height: number, max: number = PHOTO_MAX_EDGE_PX) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** What the browser gives: a decoded picture's size and drawing it again at another size as a JPEG data URL. */
export interface ImageTools {
  decode(file: Blob): Promise<{ width: number; height: number; source: CanvasImageSource; close?: () => void }>;
  drawJpeg(source: CanvasImageSource, width: number, height: number, quality: number): Promise<string>;
  readDataUrl(file: Blob): Promise<string>;
}

export const browserImageTools: ImageTools = {
  async decode(file) {
    // The photo as the camera held it (EXIF orientation applied), as the person saw it.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  },
  async drawJpeg(source, width, height, quality) {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(source, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', quality);
  },
  readDataUrl: (file) =>
    new Promise((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
      reader.readAsDataURL(file);
    }),
};

/**
 * A photo made small enough to keep on the phone and send over a farm's signal: at most PHOTO_MAX_EDGE_PX on its
 * longer side, as a JPEG data URL (what the POD call carries). A PDF (a weighbridge's printed ticket) is kept as it is.
 */
export async function downscaleImage(
  file: Blob,
  tools: ImageTools = browserImageTools,
  max: number = PHOTO_MAX_EDGE_PX,
): Promise<string> {
  if (!file.type.startsWith('image/')) return tools.readDataUrl(file);
  const image = await tools.decode(file);
  try {
    const size = fitWithin(image.width, image.height, max);
    return await tools.drawJpeg(image.source, size.width, size.height, PHOTO_JPEG_QUALITY);
  } finally {
    image.close?.();
  }
}
