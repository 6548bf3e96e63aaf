import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { downscaleImage, fitWithin, PHOTO_MAX_EDGE_PX, type ImageTools } from './downscale-image';

function tools(width: number, height: number) {
  const close = vi.fn();
  const fake = {
    decode: vi.fn(() => Promise.resolve({ width, height, source: {} as CanvasImageSource, close })),
    drawJpeg: vi.fn((_source: CanvasImageSource, w: number, h: number) =>
      Promise.resolve(`data:image/jpeg;base64,${w}x${h}`),
    ),
    readDataUrl: vi.fn(() => Promise.resolve('data:application/pdf;base64,JVBERi0=')),
  } satisfies ImageTools;
  return { fake, close };
}

describe('a photo made small for the phone to keep and send', () => {
  it('is at most 1600 px on its longer side, its shape kept, and a JPEG', async () => {
    const { fake, close } = tools(4032, 3024);
    const photo = new File(['x'], 'ticket.heic', { type: 'image/heic' });
    expect(await downscaleImage(photo, fake)).toBe('data:image/jpeg;base64,1600x1200');
    expect(close).toHaveBeenCalled();
    const portrait = tools(3024, 4032);
    expect(await downscaleImage(photo, portrait.fake)).toBe('data:image/jpeg;base64,1200x1600');
  });

  it('is never made larger', async () => {
    const { fake } = tools(800, 600);
    expect(await downscaleImage(new File(['x'], 'a.png', { type: 'image/png' }), fake)).toBe(
      'data:image/jpeg;base64,800x600',
    );
  });

  it('leaves a PDF ticket as it is', async () => {
    const { fake } = tools(1, 1);
    const pdf = new File(['%PDF'], 'ticket.pdf', { type: 'application/pdf' });
    expect(await downscaleImage(pdf, fake)).toBe('data:application/pdf;base64,JVBERi0=');
    expect(fake.decode).not.toHaveBeenCalled();
  });

  it('fits any size within the limit without stretching it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20_000 }), fc.integer({ min: 1, max: 20_000 }), (width, height) => {
        const size = fitWithin(width, height);
        expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(Math.max(PHOTO_MAX_EDGE_PX, 1));
        expect(size.width).toBeLessThanOrEqual(width);
        expect(size.height).toBeLessThanOrEqual(height);
        // The shape, to within a pixel's rounding on each side.
        expect(Math.abs(size.width * height - size.height * width)).toBeLessThanOrEqual(width + height);
      }),
    );
  });
});
