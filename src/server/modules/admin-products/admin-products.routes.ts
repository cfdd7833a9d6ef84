import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminProductQuerySchema,
  adminProductTableSchema,
  productInputSchema,
  stockAdjustmentSchema,
  uploadedImageSchema,
} from '../../../shared/admin/admin-products.schema.js';
import { productIdParamsSchema, productSchema } from '../../../shared/catalog/product.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { adjustStock, createProduct, deleteProduct, listProductTable, requireProduct, updateProduct } from './admin-products.service.js';
import { MAX_UPLOAD_BYTES, storeProductImage } from './media-uploads.service.js';

/** Staff product management; registered inside the admin scope (admin session required). */
export async function adminProductsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  api.get(
    '/api/admin/products/table',
    { schema: { tags, querystring: adminProductQuerySchema, response: { 200: adminProductTableSchema } } },
    async (request) => listProductTable(app.db, request.query),
  );

  api.get('/api/admin/products/:id', { schema: { tags, params: productIdParamsSchema, response: { 200: productSchema } } }, async (request) =>
    requireProduct(app.db, request.params.id),
  );

  api.post('/api/admin/products', { schema: { tags, body: productInputSchema, response: { 201: productSchema } } }, async (request, reply) => {
    const product = await createProduct(app.db, request.body);
    await app.productsChanged([product._id]);
    await recordAudit(app.db, request.user, 'product.create', 'product', product._id, { name: product.name, price: product.price, stock: product.stock });
    return reply.code(201).send(product);
  });

  api.put(
    '/api/admin/products/:id',
    { schema: { tags, params: productIdParamsSchema, body: productInputSchema, response: { 200: productSchema } } },
    async (request) => {
      const before = await requireProduct(app.db, request.params.id);
      const product = await updateProduct(app.db, request.params.id, request.body);
      await app.productsChanged([product._id]);
      await recordAudit(app.db, request.user, 'product.update', 'product', product._id, {
        name: product.name,
        ...(before.price !== product.price ? { price: { from: before.price, to: product.price } } : {}),
        ...(before.hsn !== product.hsn ? { hsn: { from: before.hsn, to: product.hsn } } : {}),
        ...(before.stock !== product.stock ? { stock: { from: before.stock, to: product.stock } } : {}),
      });
      return product;
    },
  );

  api.delete(
    '/api/admin/products/:id',
    { schema: { tags, params: productIdParamsSchema, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteProduct(app.db, request.params.id);
      await app.productsChanged([request.params.id]);
      await recordAudit(app.db, request.user, 'product.delete', 'product', request.params.id);
      return { message: 'Product deleted' };
    },
  );

  api.post(
    '/api/admin/products/:id/stock',
    { schema: { tags, params: productIdParamsSchema, body: stockAdjustmentSchema, response: { 200: productSchema } } },
    async (request) => {
      const product = await adjustStock(app.db, request.params.id, request.body.delta);
      await app.productsChanged([product._id]);
      await recordAudit(app.db, request.user, 'product.stock', 'product', product._id, {
        delta: request.body.delta,
        reason: request.body.reason,
        stock: product.stock,
      });
      return product;
    },
  );

  // An image of up to 5 MB from a slow connection may need longer than the global request timeout.
  const uploadTimeout = Math.max(app.config.requestTimeoutMs, 120_000);
  api.post(
    '/api/admin/uploads',
    { handlerTimeout: uploadTimeout, schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadedImageSchema } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data in the field "file"');
      let file: Awaited<ReturnType<typeof request.file>>;
      try {
        file = await request.file();
      } catch (error) {
        // The multipart limits answer 413 themselves; the parser's other errors (no boundary, a form cut short) are a broken request, not ours.
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number' && status >= 400 && status < 500) throw error;
        throw new HttpError(400, 'The upload could not be read. Send the image as multipart/form-data in the field "file"');
      }
      if (!file) throw new HttpError(400, 'No file uploaded');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch {
        throw new HttpError(413, 'Images must be at most 5 MB');
      }
      const stored = await storeProductImage(app.config.dataDir, bytes);
      // The name is the sender's: NUL cannot be stored in jsonb (a 500 after the files were written), other control characters garble the log.
      await recordAudit(app.db, request.user, 'media.upload', 'media', stored.url, {
        originalName: file.filename.replace(/\p{Cc}/gu, '').slice(0, 200),
        bytes: bytes.length,
      });
      return reply.code(201).send(stored);
    },
  );
}
