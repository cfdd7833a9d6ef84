import { artSrcSet } from './art-images.js';
import { uploadSrcSet } from './upload-images.js';

/** The `srcset` of an image from /media (an uploaded photo or seed art); undefined for any other URL. */
export function mediaSrcSet(url: string): string | undefined {
  return uploadSrcSet(url) ?? artSrcSet(url);
}
