import { readUploadedFile } from '../../http/uploaded-file.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { bulkApplyRequestSchema, bulkPreviewRequestSchema, bulkPreviewSchema, bulkResultSchema } from '../../../shared/admin/admin-product-bulk.schema.js';
import {
  adminProductFilterSchema,
  adminProductQuerySchema,
  adminProductSchema,
  adminProductTableSchema,
  catalogSettingsSchema,
  messageSchema,
  productInputSchema,
  stockAdjustmentSchema,
  uploadedImageSchema,
  type AdminProduct,
} from '../../../shared/admin/admin-products.schema.js';
import { productIdParamsSchema } from '../../../shared/catalog/product.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { applyBulk, previewBulk } from './admin-product-bulk.service.js';
import { productImportsRoutes } from './admin-product-imports.routes.js';
import { adminVariantsRoutes } from './admin-variants.routes.js';
import { writeProductsCsv } from './product-csv-export.js';
import { adjustStock, createProduct, deleteProduct, listProductTable, requireAdminProduct, updateProduct } from './admin-products.service.js';
import { getCatalogSettings, updateCatalogSettings } from './catalog-settings.service.js';
import { MAX_UPLOAD_BYTES, storeProductImage } from './media-uploads.service.js';

/** What an edit changed, for the audit log: only the fields that moved. */
function editedFields(before: AdminProduct, after: AdminProduct): Record<string, { from: unknown; to: unknown }> {
  const fields = ['name', 'sku', 'status', 'price', 'discount', 'hsn', 'stock', 'category', 'subCategory', 'lowStockThreshold'] as const;
  return Object.fromEntries(fields.filter((field) => before[field] !== after[field]).map((field) => [field, { from: before[field], to: after[field] }]));
}

/** Staff product management; registered inside the admin scope (admin session required). */
export async function adminProductsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Image uploads: one file of 5 MB. The CSV import asks for its own limits per request.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  api.get(
    '/api/admin/products/table',
    { schema: { tags, querystring: adminProductQuerySchema, response: { 200: adminProductTableSchema } } },
    async (request) => listProductTable(app.db, request.query),
  );

  api.get(
    '/api/admin/products/export.csv',
    {
      schema: {
        tags,
        summary: 'Every product matching the list filter as CSV (formula-safe); the import reads the same columns',
        querystring: adminProductFilterSchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="wattson-products-${day}.csv"`)
        .header('cache-control', 'private, no-store');
      return reply.send(writeProductsCsv(app.db, request.query));
    },
  );

  api.get('/api/admin/products/:id', { schema: { tags, params: productIdParamsSchema, response: { 200: adminProductSchema } } }, async (request) =>
    requireAdminProduct(app.db, request.params.id),
  );

  api.post('/api/admin/products', { schema: { tags, body: productInputSchema, response: { 201: adminProductSchema } } }, async (request, reply) => {
    const product = await createProduct(app.db, request.body);
    await app.productsChanged([product._id]);
    await recordAudit(app.db, request.user, 'product.create', 'product', product._id, {
      name: product.name,
      sku: product.sku,
      status: product.status,
      price: product.price,
      stock: product.stock,
    });
    return reply.code(201).send(product);
  });

  api.put(
    '/api/admin/products/:id',
    { schema: { tags, params: productIdParamsSchema, body: productInputSchema, response: { 200: adminProductSchema } } },
    async (request) => {
      const before = await requireAdminProduct(app.db, request.params.id);
      const product = await updateProduct(app.db, request.params.id, request.body);
      await app.productsChanged([product._id]);
      await recordAudit(app.db, request.user, 'product.update', 'product', product._id, { name: product.name, ...editedFields(before, product) });
      return product;
    },
  );

  api.delete('/api/admin/products/:id', { schema: { tags, params: productIdParamsSchema, response: { 200: messageSchema } } }, async (request) => {
    await deleteProduct(app.db, request.params.id);
    await app.productsChanged([request.params.id]);
    await recordAudit(app.db, request.user, 'product.delete', 'product', request.params.id);
    return { message: 'Product deleted' };
  });

  api.post(
    '/api/admin/products/:id/stock',
    { schema: { tags, params: productIdParamsSchema, body: stockAdjustmentSchema, response: { 200: adminProductSchema } } },
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

  api.post(
    '/api/admin/products/bulk/preview',
    {
      schema: {
        tags,
        summary: 'What a bulk action would change: the count, how many differ, the first 50 before and after',
        body: bulkPreviewRequestSchema,
        response: { 200: bulkPreviewSchema },
      },
    },
    async (request) => previewBulk(app.db, request.body),
  );

  api.post(
    '/api/admin/products/bulk',
    {
      schema: {
        tags,
        summary: 'Applies a bulk action in one transaction (409 when the selection no longer holds expectedCount products); one audit entry',
        body: bulkApplyRequestSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => {
      const { changedIds, ...result } = await applyBulk(app.db, request.user, request.body);
      // The index and search of this process read the change before answering (read-your-writes); others hear the trigger's notice.
      await app.productsChanged(changedIds);
      await app.invalidateCatalog();
      return result;
    },
  );

  api.get('/api/admin/catalog-settings', { schema: { tags, response: { 200: catalogSettingsSchema } } }, async () => getCatalogSettings(app.db));

  api.put('/api/admin/catalog-settings', { schema: { tags, body: catalogSettingsSchema, response: { 200: catalogSettingsSchema } } }, async (request) => {
    const before = await getCatalogSettings(app.db);
    const after = await updateCatalogSettings(app.db, request.body);
    await recordAudit(app.db, request.user, 'catalog.settings', 'settings', 'catalog', {
      lowStockThreshold: { from: before.lowStockThreshold, to: after.lowStockThreshold },
    });
    return after;
  });

  // An image of up to 5 MB from a slow connection may need longer than the global request timeout.
  const uploadTimeout = Math.max(app.config.requestTimeoutMs, 120_000);
  api.post(
    '/api/admin/uploads',
    { handlerTimeout: uploadTimeout, schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadedImageSchema } } },
    async (request, reply) => {
      const { bytes, filename } = await readUploadedFile(request, 'image');
      const stored = await storeProductImage(app.config.dataDir, bytes);
      // The name is the sender's: NUL cannot be stored in jsonb (a 500 after the files were written), other control characters garble the log.
      await recordAudit(app.db, request.user, 'media.upload', 'media', stored.url, {
        originalName: filename.replace(/\p{Cc}/gu, '').slice(0, 200),
        bytes: bytes.length,
      });
      return reply.code(201).send(stored);
    },
  );

  await app.register(productImportsRoutes);
  await app.register(adminVariantsRoutes);
}
