import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../platform/errors';
import { makePng } from './__fixtures__/image-host';
import { renderWebp } from './render';

describe('renderWebp', () => {
  it('produces webp of exactly the asked size, cropping to cover', async () => {
    const output = await renderWebp(await makePng(1000, 300), { width: 400, height: 400, trusted: false });
    expect(await sharp(output).metadata()).toMatchObject({ format: 'webp', width: 400, height: 400 });
  });

  it('enlarges a small image to the asked size', async () => {
    const output = await renderWebp(await makePng(40, 30), { width: 160, height: 120, trusted: false });
    expect(await sharp(output).metadata()).toMatchObject({ format: 'webp', width: 160, height: 120 });
  });

  it('turns an image upright by its EXIF orientation', async () => {
    // Stored 200×100, red on the left and blue on the right, with orientation 6 (shown turned 90°
    // clockwise): upright, red is on top and blue below.
    const blue = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const stored = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#ff0000' } })
      .composite([{ input: blue, left: 100, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const output = await renderWebp(stored, { width: 100, height: 200, trusted: false });
    const { data, info } = await sharp(output).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return { red: data[at] as number, blue: data[at + 2] as number };
    };
    expect(pixel(50, 20).red).toBeGreaterThan(200);
    expect(pixel(50, 20).blue).toBeLessThan(60);
    expect(pixel(50, 180).blue).toBeGreaterThan(200);
    expect(pixel(50, 180).red).toBeLessThan(60);
  });

  it('refuses undecodable bytes with IMAGE_INVALID', async () => {
    const error = await renderWebp(Buffer.from('not an image'), {
      width: 80,
      height: 80,
      trusted: false,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('IMAGE_INVALID');
  });
});
