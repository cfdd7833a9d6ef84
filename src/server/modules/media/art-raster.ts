import type { ArtWidth } from '../../../shared/catalog/art-images.js';
import { renderProductArt } from './product-art.js';

/** The art's own drawing size (its viewBox): the density that draws it `width` pixels wide follows from it. */
const ART_SIZE = 600;

/**
 * Seed illustrations as WebP, drawn once per process and width (47 kinds × 4 looks × 4 widths, 5–30 KB
 * each: under 10 MB if every one is asked for). Requests for one not yet drawn share its drawing.
 * sharp (libvips, ~20 MB) is loaded with the first picture, not at start, as uploads and app icons do.
 */
export function createArtRasters(): (kind: string, variant: number, width: ArtWidth) => Promise<Buffer | null> {
  const drawn = new Map<string, Promise<Buffer>>();
  return (kind, variant, width) => {
    const key = `${kind}-${variant}-${width}`;
    let picture = drawn.get(key);
    if (!picture) {
      // Checked before anything is kept, so that made-up names cannot fill the map.
      const svg = renderProductArt(kind, variant);
      if (!svg) return Promise.resolve(null);
      picture = draw(svg, width);
      drawn.set(key, picture);
      // A failed drawing is not kept: the next request tries again.
      picture.catch(() => drawn.delete(key));
    }
    return picture;
  };
}

async function draw(svg: string, width: ArtWidth): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: (72 * width) / ART_SIZE })
    .resize(width, width)
    .webp({ quality: 80 })
    .toBuffer();
}
