import { z } from 'zod';

/**
 * An image the shop shows must be one it serves itself: a path under /media/ (uploaded files and the
 * shop's own art), never another host, a `javascript:` or `data:` URL, nor a `..` segment. One rule
 * for product images and blog covers.
 */
export const MEDIA_PATH_PATTERN = /^\/media\/(?:[a-z0-9_-][a-z0-9_.-]*\/)*[a-z0-9_-][a-z0-9_.-]*$/i;

export const mediaPathSchema = (message: string) => z.string().trim().max(500, message).regex(MEDIA_PATH_PATTERN, message);
