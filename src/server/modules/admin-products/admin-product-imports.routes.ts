import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importIdParamsSchema,
  importRowsQuerySchema,
  MAX_IMPORT_CSV_BYTES,
  MAX_IMPORT_ZIP_BYTES,
  productImportRowsSchema,
  productImportSchema,
} from '../../../shared/admin/product-csv.js';
import { HttpError } from '../../plugins/error-handler.js';
import { signedInUser } from '../../plugins/session/session.plugin.js';
import {
  createImport,
  failImport,
  importCsvPath,
  importFolder,
  importZipPath,
  listImportRows,
  listImports,
  requireImport,
  startApply,
} from './product-import.service.js';

/** The sender's file name, cleaned for the database and the log (NUL cannot be stored in text). */
function cleanName(name: string): string {
  return (
    name
      .replace(/\p{Cc}/gu, '')
      .trim()
      .slice(0, 200) || 'upload'
  );
}

interface ReceivedFiles {
  csv: { name: string; bytes: number } | null;
  zip: { name: string; bytes: number } | null;
}

/**
 * Streams the form's `file` (the CSV) and optional `images` (a zip) to DATA_DIR/imports, never
 * holding either in memory. A file over its limit is a 413 and nothing is kept.
 */
async function receiveFiles(request: FastifyRequest, dataDir: string, id: string): Promise<ReceivedFiles> {
  const received: ReceivedFiles = { csv: null, zip: null };
  await mkdir(importFolder(dataDir), { recursive: true });
  let parts: AsyncIterableIterator<Awaited<ReturnType<FastifyRequest['file']>> | unknown>;
  try {
    parts = request.files({ limits: { fileSize: MAX_IMPORT_ZIP_BYTES, files: 2, fields: 2 } });
    for await (const part of parts) {
      const file = part as NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>;
      const isCsv = file.fieldname === 'file';
      const isZip = file.fieldname === 'images';
      if ((!isCsv && !isZip) || (isCsv && received.csv) || (isZip && received.zip)) {
        file.file.resume();
        throw new HttpError(400, 'Send the CSV in the field "file" and, optionally, a zip of images in the field "images"');
      }
      const name = cleanName(file.filename);
      if (isCsv && !/\.(csv|txt)$/i.test(name) && !/csv|text\/plain/.test(file.mimetype)) {
        file.file.resume();
        throw new HttpError(415, 'The product file must be a CSV (.csv)');
      }
      if (isZip && !/\.zip$/i.test(name) && !/zip/.test(file.mimetype)) {
        file.file.resume();
        throw new HttpError(415, 'Images must come as one .zip file');
      }
      const path = isCsv ? importCsvPath(dataDir, id) : importZipPath(dataDir, id);
      let bytes = 0;
      file.file.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      await pipeline(file.file, createWriteStream(path));
      const limit = isCsv ? MAX_IMPORT_CSV_BYTES : MAX_IMPORT_ZIP_BYTES;
      if (file.file.truncated || bytes > limit)
        throw new HttpError(413, isCsv ? 'The CSV file must be at most 20 MB' : 'The images zip must be at most 200 MB');
      received[isCsv ? 'csv' : 'zip'] = { name, bytes };
    }
  } catch (error) {
    const status = (error as { statusCode?: unknown }).statusCode;
    if (error instanceof HttpError) throw error;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw new HttpError(400, 'The upload could not be read. Send the CSV as multipart/form-data in the field "file"');
  }
  return received;
}

/** CSV import of products: upload (then the dry run runs on the job queue), the report, then apply. */
export async function productImportsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const dataDir = app.config.dataDir;

  api.get('/api/admin/products/imports', { schema: { tags, response: { 200: z.array(productImportSchema) } } }, async () => listImports(app.db));

  api.post(
    '/api/admin/products/imports',
    {
      // A large file from a slow connection may need longer than the global request timeout.
      handlerTimeout: Math.max(app.config.requestTimeoutMs, 600_000),
      schema: {
        tags,
        summary: 'Uploads a product CSV (field "file") and an optional images zip (field "images"); the dry run starts at once (202)',
        consumes: ['multipart/form-data'],
        response: { 202: productImportSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the CSV as multipart/form-data in the field "file"');
      const user = signedInUser(request);
      const id = randomUUID();
      let files: ReceivedFiles;
      try {
        files = await receiveFiles(request, dataDir, id);
        if (!files.csv) throw new HttpError(400, 'No CSV file uploaded (field "file")');
      } catch (error) {
        await rm(importCsvPath(dataDir, id), { force: true });
        await rm(importZipPath(dataDir, id), { force: true });
        throw error;
      }
      const created = await createImport(app.db, {
        id,
        fileName: files.csv.name,
        fileBytes: files.csv.bytes,
        imagesFileName: files.zip?.name ?? null,
        actor: { id: user.id, email: user.email },
      });
      try {
        await app.jobs.queueProductImport({ importId: id, mode: 'check' });
      } catch (error) {
        await failImport(app.db, id, 'The dry run could not be queued. Please upload the file again.');
        throw error;
      }
      return reply.code(202).send(created);
    },
  );

  api.get(
    '/api/admin/products/imports/:importId',
    { schema: { tags, params: importIdParamsSchema, response: { 200: productImportSchema } } },
    async (request) => requireImport(app.db, request.params.importId),
  );

  api.get(
    '/api/admin/products/imports/:importId/rows',
    { schema: { tags, params: importIdParamsSchema, querystring: importRowsQuerySchema, response: { 200: productImportRowsSchema } } },
    async (request) => listImportRows(app.db, request.params.importId, request.query),
  );

  api.post(
    '/api/admin/products/imports/:importId/apply',
    {
      schema: {
        tags,
        summary: 'Applies a checked import (rows the dry run refused are skipped); 409 unless its dry run is done and it was not applied',
        params: importIdParamsSchema,
        response: { 202: productImportSchema },
      },
    },
    async (request, reply) => {
      const started = await startApply(app.db, request.params.importId);
      try {
        await app.jobs.queueProductImport({ importId: started._id, mode: 'apply' });
      } catch (error) {
        await failImport(app.db, started._id, 'The import could not be queued. Please upload the file again.');
        throw error;
      }
      return reply.code(202).send(started);
    },
  );
}
