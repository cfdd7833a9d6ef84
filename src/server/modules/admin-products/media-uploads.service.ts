import { createHash } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
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

/**
 * An upload's name is its content's hash: the same picture uploaded twice (or imported again from a
 * zip) gets the same address, so an import repeated changes nothing, and the address says nothing
 * about who uploaded what or when.
 */
export function uploadNameOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 20);
}

/** The address storeProductImage gives these bytes (the `md` size), known before any file is written. */
export function uploadedUrlOf(bytes: Buffer): string {
  return uploadUrl(uploadNameOf(bytes), 'md');
}

async function allExist(paths: string[]): Promise<boolean> {
  try {
    await Promise.all(paths.map((path) => access(path)));
    return true;
  } catch {
    return false;
  }
}

/** Re-encodes to WebP in three widths under DATA_DIR/media/uploads; re-encoding also strips metadata. */
export async function storeProductImage(dataDir: string, bytes: Buffer): Promise<{ url: string; sizes: Record<UploadSize, string> }> {
  if (!sniffImageType(bytes)) throw new HttpError(415, 'Only JPEG, PNG or WebP images are accepted');
  const name = uploadNameOf(bytes);
  const folder = join(dataDir, 'media', 'uploads');
  await mkdir(folder, { recursive: true });
  const sizes = Object.fromEntries(Object.keys(UPLOAD_WIDTHS).map((label) => [label, uploadUrl(name, label as UploadSize)])) as Record<UploadSize, string>;
  // The same bytes were stored before: their files are these.
  if (await allExist(Object.values(sizes).map((url) => join(folder, basename(url))))) return { url: sizes.md, sizes };
  // Loaded on the first upload: libvips adds ~28 MB to the resident memory of a process that may never see one.
  const { default: sharp } = await import('sharp');
  try {
    for (const [label, width] of Object.entries(UPLOAD_WIDTHS) as [UploadSize, number][]) {
      const url = sizes[label];
      const output = await sharp(bytes, { limitInputPixels: 50_000_000 }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
      await writeFile(join(folder, basename(url)), output);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(415, 'The image could not be read. Please upload a valid JPEG, PNG or WebP file.');
  }
  return { url: sizes.md, sizes };
}
