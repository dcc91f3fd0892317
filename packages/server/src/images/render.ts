import sharp from 'sharp';
import { imageError } from './errors';

// A decompression bomb stops here: 40 megapixels is far above any photo worth 800×800×2.
const MAX_INPUT_PIXELS = 40_000_000;
// requirements §5: webp output; quality 80 keeps doctor photos sharp at a fraction of the JPEG size.
const WEBP_QUALITY = 80;
/** Formats accepted from remote hosts, judged by sharp from the bytes themselves, not the header. */
const REMOTE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

export interface RenderOptions {
  width: number;
  height: number;
  /** Local assets may be SVG (the placeholder avatar); remote SVG is refused. */
  trusted: boolean;
}

/** Resizes an image to exactly `width`×`height` (cropping to cover, upright by EXIF) as webp. */
export async function renderWebp(input: Buffer, { width, height, trusted }: RenderOptions): Promise<Buffer> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', autoOrient: true });
  let format: string | undefined;
  try {
    format = (await image.metadata()).format;
  } catch {
    throw imageError('IMAGE_INVALID', 'The image could not be decoded.');
  }
  if (!trusted && (format === undefined || !REMOTE_FORMATS.has(format))) {
    throw imageError('IMAGE_UNSUPPORTED_TYPE', 'This image format is not accepted.', {
      format: format ?? null,
    });
  }
  try {
    return await image.resize(width, height, { fit: 'cover' }).webp({ quality: WEBP_QUALITY }).toBuffer();
  } catch {
    throw imageError('IMAGE_INVALID', 'The image could not be decoded.');
  }
}
