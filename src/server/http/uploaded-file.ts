import type { FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/error-handler.js';

/**
 * The one file of a multipart upload (field "file"), read whole: staff's product images, shoppers'
 * review and return photos. `noun` names it in the refusals ("image", "photo").
 */
export async function readUploadedFile(request: FastifyRequest, noun: 'image' | 'photo'): Promise<{ bytes: Buffer; filename: string }> {
  if (!request.isMultipart()) throw new HttpError(415, `Send the ${noun} as multipart/form-data in the field "file"`);
  let file: Awaited<ReturnType<typeof request.file>>;
  try {
    file = await request.file();
  } catch (error) {
    // The multipart limits answer 413 themselves; the parser's other errors (no boundary, a form cut short) are a broken request, not ours.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new HttpError(400, `The upload could not be read. Send the ${noun} as multipart/form-data in the field "file"`);
  }
  if (!file) throw new HttpError(400, 'No file uploaded');
  try {
    return { bytes: await file.toBuffer(), filename: file.filename };
  } catch {
    throw new HttpError(413, `${noun === 'image' ? 'Images' : 'Photos'} must be at most 5 MB`);
  }
}
