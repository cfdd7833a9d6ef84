import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { UPLOAD_WIDTHS, uploadUrl, type UploadSize } from '../../../shared/catalog/upload-images.js';
import { HttpError } from '../../plugins/error-handler.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The file's own first bytes decide its type; the name and the declared type are the sender's claims. */
export function sniffImageType(bytes: Buffer): 'jpeg' | 'png' | 'webp' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString('ascii') === 'RIFF' && bytes.subarray(8, 12).toString('ascii') === 'WEBP') return 'webp';
  return null;
}

/** Re-encodes to WebP in three widths under DATA_DIR/media/uploads; re-encoding also strips metadata. */
export async function storeProductImage(dataDir: string, bytes: Buffer): Promise<{ url: string; sizes: Record<UploadSize, string> }> {
  if (!sniffImageType(bytes)) throw new HttpError(415, 'Only JPEG, PNG or WebP images are accepted');
  const name = randomBytes(10).toString('hex');
  const folder = join(dataDir, 'media', 'uploads');
  await mkdir(folder, { recursive: true });
  const sizes = {} as Record<UploadSize, string>;
  // Loaded on the first upload: libvips adds ~28 MB to the resident memory of a process that may never see one.
  const { default: sharp } = await import('sharp');
  try {
    for (const [label, width] of Object.entries(UPLOAD_WIDTHS) as [UploadSize, number][]) {
      const url = uploadUrl(name, label);
      const output = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
      await writeFile(join(folder, basename(url)), output);
      sizes[label] = url;
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, 'The image could not be read. Please upload a valid JPEG, PNG or WebP file.');
  }
  return { url: sizes.md, sizes };
}
