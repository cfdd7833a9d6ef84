import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminVariantGroupSchema,
  variantInputSchema,
  variantOptionsInputSchema,
  variantParamsSchema,
  variantValuesInputSchema,
} from '../../../shared/admin/admin-variants.schema.js';
import { productIdParamsSchema } from '../../../shared/catalog/product.schema.js';
import { signedInUser } from '../../plugins/session/session.plugin.js';
import { recordAudit } from '../audit/audit.service.js';
import { addVariant, getVariantGroup, removeVariant, setVariantOptions, setVariantValues } from './admin-variants.service.js';

/** A product's variant group (ADR 65); registered with the admin's product routes (catalog roles). */
export async function adminVariantsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/products/:id/variants',
    {
      schema: {
        tags,
        summary: "The product's variant group: option names and every variant",
        params: productIdParamsSchema,
        response: { 200: adminVariantGroupSchema },
      },
    },
    async (request) => getVariantGroup(app.db, request.params.id),
  );

  api.put(
    '/api/admin/products/:id/variants/options',
    {
      schema: {
        tags,
        summary: "Makes the product a variant group's main product, or changes its own values (names are fixed while other variants exist)",
        params: productIdParamsSchema,
        body: variantOptionsInputSchema,
        response: { 200: adminVariantGroupSchema },
      },
    },
    async (request) => {
      await setVariantOptions(app.db, request.params.id, request.body);
      await app.productsChanged([request.params.id]);
      await recordAudit(app.db, signedInUser(request), 'product.variant.options', 'product', request.params.id, { ...request.body });
      return getVariantGroup(app.db, request.params.id);
    },
  );

  api.post(
    '/api/admin/products/:id/variants',
    {
      schema: {
        tags,
        summary: 'Adds a variant: its values, SKU, price, stock and images; the rest is copied from the main product',
        params: productIdParamsSchema,
        body: variantInputSchema,
        response: { 201: adminVariantGroupSchema },
      },
    },
    async (request, reply) => {
      const variantId = await addVariant(app.db, request.params.id, request.body);
      await app.productsChanged([variantId, request.params.id]);
      await recordAudit(app.db, signedInUser(request), 'product.variant.add', 'product', variantId, {
        variantOf: request.params.id,
        options: request.body.options,
        price: request.body.price,
        stock: request.body.stock,
      });
      return reply.code(201).send(await getVariantGroup(app.db, request.params.id));
    },
  );

  api.put(
    '/api/admin/products/:id/variants/:variantId',
    {
      schema: {
        tags,
        summary: "Changes a variant's option values",
        params: variantParamsSchema,
        body: variantValuesInputSchema,
        response: { 200: adminVariantGroupSchema },
      },
    },
    async (request) => {
      await setVariantValues(app.db, request.params.id, request.params.variantId, request.body.options);
      await app.productsChanged([request.params.variantId, request.params.id]);
      await recordAudit(app.db, signedInUser(request), 'product.variant.values', 'product', request.params.variantId, { options: request.body.options });
      return getVariantGroup(app.db, request.params.id);
    },
  );

  api.delete(
    '/api/admin/products/:id/variants/:variantId',
    {
      schema: { tags, summary: 'Removes a variant (soft delete: its orders keep it)', params: variantParamsSchema, response: { 200: adminVariantGroupSchema } },
    },
    async (request) => {
      await removeVariant(app.db, request.params.id, request.params.variantId);
      await app.productsChanged([request.params.variantId, request.params.id]);
      await recordAudit(app.db, signedInUser(request), 'product.variant.remove', 'product', request.params.variantId, { variantOf: request.params.id });
      return getVariantGroup(app.db, request.params.id);
    },
  );
}
