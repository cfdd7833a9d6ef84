import { z } from 'zod';
import { productSchema } from './product.schema.js';

/** A group offers at most this many options (wattage, colour temperature, …) and this many variants. */
export const MAX_VARIANT_OPTIONS = 3;
export const MAX_VARIANTS = 50;

/**
 * One variant as the product page offers it (ADR 65): enough to show its price, stock, images and SKU
 * when picked, without loading it. `options` holds a value for each of the group's option names.
 */
export const variantChoiceSchema = z.object({
  _id: z.string(),
  sku: z.string(),
  options: z.record(z.string(), z.string()),
  /** The values in the group's order: `9 W, 6500 K`. */
  label: z.string(),
  price: z.number(),
  discount: z.number(),
  displayOriginalPrice: z.number().nullable(),
  stock: z.number(),
  imageUrl: z.string(),
  images: z.array(z.string()),
});
export type VariantChoice = z.infer<typeof variantChoiceSchema>;

/** The variants of a product's group: its option names in order and the variants shoppers may buy. */
export const variantGroupSchema = z.object({
  /** The product the group's card and lists show. */
  mainId: z.string(),
  optionNames: z.array(z.string()),
  variants: z.array(variantChoiceSchema),
});
export type VariantGroup = z.infer<typeof variantGroupSchema>;

/** `GET /api/products/:id`: the product, and its variant group (null for a product without variants). */
export const productDetailSchema = productSchema.extend({
  variantGroup: variantGroupSchema.nullable(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
