import { readFile, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { imageError } from './errors';

/**
 * Reads a local demo photo or placeholder (`/assets/…`, requirements §2) from `assetsDir`. The path was
 * already checked for `..` by normaliseImageRequest; the real path is checked again here so a
 * symbolic link cannot lead outside the directory either.
 */
export async function readLocalImage(assetsDir: string, path: string, maxBytes: number): Promise<Buffer> {
  const notFound = () => imageError('IMAGE_NOT_FOUND', 'The image was not found.', { path });
  let root: string;
  let file: string;
  try {
    root = await realpath(assetsDir);
    file = await realpath(join(root, path));
  } catch {
    throw notFound();
  }
  if (!file.startsWith(root + sep)) {
    throw imageError('IMAGE_URL_FORBIDDEN', 'The image path is not allowed.', { path });
  }
  const info = await stat(file);
  if (!info.isFile()) throw notFound();
  if (info.size > maxBytes)
    throw imageError('IMAGE_TOO_LARGE', 'The image is too large.', { path, maxBytes });
  return readFile(file);
}
