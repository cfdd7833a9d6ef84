/**
 * Seed art (`/media/art/<kind>-<n>.svg`, drawn by the server) is also served as WebP in a few widths
 * (`/media/art/<kind>-<n>-<width>.webp`), and pages show those. A browser draws each SVG image as a
 * document of its own on the page's main thread (10–37 ms a picture with the art's blur, ADR 84); it
 * decodes a WebP off it. The SVG stays the image's `src`, the address the catalog stores.
 */
export const ART_WIDTHS = [200, 400, 800, 1200] as const;
export type ArtWidth = (typeof ART_WIDTHS)[number];

const ART_URL = /^\/media\/art\/([a-z0-9-]+-[1-4])\.svg$/;

export function artRasterUrl(name: string, width: ArtWidth): string {
  return `/media/art/${name}-${width}.webp`;
}

/** The `srcset` of a seed illustration; undefined for any other URL. */
export function artSrcSet(url: string): string | undefined {
  const name = ART_URL.exec(url)?.[1];
  if (!name) return undefined;
  return ART_WIDTHS.map((width) => `${artRasterUrl(name, width)} ${width}w`).join(', ');
}
