import { basename } from 'node:path';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { MAX_UPLOAD_BYTES, sniffImageType, uploadedUrlOf } from './media-uploads.service.js';

/**
 * The images zip of a CSV import, read with yauzl (entries are looked up in the zip's central
 * directory and inflated one at a time, never the whole archive in memory). Entries are found by file
 * name alone, in any folder of the zip and in any case; each must be a JPEG, PNG or WebP of at most
 * 5 MB, the rules of a single upload.
 */
export class ZipImages {
  private constructor(
    private readonly zip: ZipFile,
    private readonly entries: Map<string, Entry>,
  ) {}

  static async open(path: string): Promise<ZipImages> {
    const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, strictFileNames: false, validateEntrySizes: true });
    const entries = new Map<string, Entry>();
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/') || entry.fileName.startsWith('__MACOSX/')) continue;
      const name = basename(entry.fileName).toLowerCase();
      if (name.startsWith('.')) continue;
      if (!entries.has(name)) entries.set(name, entry);
    }
    return new ZipImages(zip, entries);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The entry's bytes, or why it cannot be used as a product image. */
  async read(name: string): Promise<{ bytes: Buffer } | { error: string }> {
    const entry = this.entries.get(basename(name).toLowerCase());
    if (!entry) return { error: `${name} is not in the images zip` };
    if (entry.isEncrypted()) return { error: `${name} is encrypted in the zip` };
    if (entry.uncompressedSize > MAX_UPLOAD_BYTES) return { error: `${name}: images must be at most 5 MB` };
    try {
      const stream = await this.zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (!sniffImageType(bytes)) return { error: `${name}: only JPEG, PNG or WebP images are accepted` };
      return { bytes };
    } catch {
      return { error: `${name} could not be read from the zip` };
    }
  }

  /** Where the entry will be stored (its content's address), or why it cannot be used. */
  async addressOf(name: string): Promise<{ url: string } | { error: string }> {
    const found = await this.read(name);
    return 'error' in found ? found : { url: uploadedUrlOf(found.bytes) };
  }

  close(): void {
    this.zip.close();
  }
}
