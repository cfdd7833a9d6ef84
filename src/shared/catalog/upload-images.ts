/**
 * An uploaded photo is stored as WebP in three widths side by side (`/media/uploads/<id>-sm.webp`,
 * `-md`, `-lg`) and the API hands out the `md` URL. The server writes the files and the storefront
 * derives `srcset` from that URL, so both take the naming from here.
 */
export const UPLOAD_WIDTHS = { sm: 320, md: 800, lg: 1600 } as const;
export type UploadSize = keyof typeof UPLOAD_WIDTHS;

export function uploadUrl(id: string, size: UploadSize): string {
  return `/media/uploads/${id}-${size}.webp`;
}

const UPLOAD_URL = /^\/media\/uploads\/([a-z0-9]+)-(?:sm|md|lg)\.webp$/;

/** The `srcset` of an uploaded photo; undefined for any other URL (seed art has its own: art-images.ts). */
export function uploadSrcSet(url: string): string | undefined {
  const id = UPLOAD_URL.exec(url)?.[1];
  if (!id) return undefined;
  return (Object.entries(UPLOAD_WIDTHS) as [UploadSize, number][]).map(([size, width]) => `${uploadUrl(id, size)} ${width}w`).join(', ');
}

/**
 * How wide the product page's main image is drawn (its gallery is half the page from 900px). The
 * server preloads that image with the same `imagesizes`, or the browser would fetch it twice.
 */
export const GALLERY_IMAGE_SIZES = '(min-width: 1240px) 600px, (min-width: 900px) 50vw, 100vw';
