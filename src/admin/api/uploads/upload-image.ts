import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface UploadedImage {
  /** What a product's `images` (or a post's image) stores, e.g. `/media/uploads/ab12.webp`. */
  url: string;
  sizes: { sm?: string; md?: string; lg?: string };
}

/** The server checks the bytes; these checks only spare staff a pointless upload of an obviously wrong file. */
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export function checkUploadFile(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) return `${file.name}: only JPEG, PNG or WebP images can be uploaded`;
  if (file.size > UPLOAD_MAX_BYTES) return `${file.name}: the image must be 5 MB or smaller`;
  return null;
}

export function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<UploadedImage>('/api/admin/uploads', { method: 'POST', body: form, fallbackMessage: 'The image could not be uploaded' });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
