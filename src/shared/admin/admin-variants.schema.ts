import { z } from 'zod';
import { MAX_VARIANT_OPTIONS } from '../catalog/product-variants.schema.js';
import { productStatusSchema } from '../catalog/product-status.js';
import { MAX_IMAGES, productFields, skuSchema } from './admin-products.schema.js';

/** An option's name (`Wattage`) or value (`9 W`): shown on buttons and order lines, so short, and no comma (the label joins values with one). */
function optionText(what: string) {
  return z
    .string({ message: `${what} must be text` })
    .trim()
    .min(1, `${what} is required`)
    .max(40, `${what} must be at most 40 characters`)
    .regex(/^[^,]*$/, `${what} cannot contain a comma`);
}

export const variantOptionNameSchema = optionText('Option name');
export const variantOptionValueSchema = optionText('Option value');

/** The group's option names, in the order the product page shows them. */
export const variantOptionNamesSchema = z
  .array(variantOptionNameSchema)
  .min(1, 'Give at least one option')
  .max(MAX_VARIANT_OPTIONS, `At most ${MAX_VARIANT_OPTIONS} options`)
  .refine((names) => new Set(names.map((n) => n.toLowerCase())).size === names.length, 'Option names must differ');

/** A variant's value of each option, by option name; the server checks the names are exactly the group's. */
export const variantOptionValuesSchema = z
  .record(variantOptionNameSchema, variantOptionValueSchema)
  .refine((values) => Object.keys(values).length <= MAX_VARIANT_OPTIONS, `At most ${MAX_VARIANT_OPTIONS} options`);

/** Makes a product the main product of a variant group, or changes its options (names kept while other variants exist). */
export const variantOptionsInputSchema = z.object({
  optionNames: variantOptionNamesSchema,
  /** The main product's own values. */
  options: variantOptionValuesSchema,
});
export type VariantOptionsInput = z.infer<typeof variantOptionsInputSchema>;

/**
 * A new variant: its own values, SKU, price, stock and images. Everything else (name, brand,
 * description, category, HSN, features, specifications, flags, status) is copied from the main product
 * and can be edited afterwards on the variant's own product page.
 */
export const variantInputSchema = z.object({
  options: variantOptionValuesSchema,
  sku: z.preprocess((v) => (v === '' ? undefined : v), skuSchema.optional()),
  price: productFields.price,
  discount: productFields.discount.default(0),
  stock: productFields.stock.default(0),
  /** Empty: the main product's images. */
  images: z.array(productFields.image).max(MAX_IMAGES, `At most ${MAX_IMAGES} images`).default([]),
});
export type VariantInput = z.infer<typeof variantInputSchema>;
export type VariantInputBody = z.input<typeof variantInputSchema>;

/** Changes a variant's values (its price, stock and images are edited as any product's). */
export const variantValuesInputSchema = z.object({ options: variantOptionValuesSchema });

export const variantParamsSchema = z.object({
  id: z.string().min(1).max(64),
  variantId: z.string().min(1).max(64),
});

/** One variant as staff see it in the group. */
export const adminVariantSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  label: z.string(),
  price: z.number(),
  discount: z.number(),
  stock: z.number(),
  status: productStatusSchema,
  imageUrl: z.string(),
  /** The group's main product (its card in lists). */
  isMain: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** `GET /api/admin/products/:id/variants`: the group the product belongs to (empty names and no variants: none). */
export const adminVariantGroupSchema = z.object({
  mainId: z.string(),
  optionNames: z.array(z.string()),
  variants: z.array(adminVariantSchema),
});
export type AdminVariantGroup = z.infer<typeof adminVariantGroupSchema>;
