import type { TypedSpecs } from '../../../shared/catalog/attributes/typed-specs.js';

/** What the index is given of a product: its words, and the fields lists filter, sort and count by. */
export interface IndexedProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  sub: string;
  pricePaise: number;
  discount: number;
  rating: number;
  isNew: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  createdAt: number;
  typedSpecs: TypedSpecs;
  /** Spec values, description and features: words that count less than the name's. */
  specText: string;
  bodyText: string;
}

/** Bits of `flags`. */
export const IS_NEW = 1;
export const FEATURED = 2;
export const BEST_SELLER = 4;

/** Strings as small numbers: products share a brand, a category, a range's description. */
class Codes {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  code(value: string): number {
    let code = this.codes.get(value);
    if (code === undefined) this.codes.set(value, (code = this.values.push(value) - 1));
    return code;
  }
}

/**
 * The index's products as columns, one slot per product (its ordinal, "doc"), rather than an
 * object each: a search reads a field of tens of thousands of matches, and an object per product
 * (with its strings and specs) cost more memory than the rest of the index (ADR 74). Texts
 * shared by many products (brand, category, a range's description) are kept once and referred to
 * by number; typed specs are shared the same way. The texts are kept so that a change of words can
 * build the next index from this one (`productAt`) without reading the catalog again.
 */
export class ProductColumns {
  readonly size: number;
  readonly ids: string[];
  readonly names: string[];
  /** -1 for a product without a brand. */
  readonly brandCode: Int32Array;
  readonly brandNames: string[];
  readonly categoryCode: Int32Array;
  readonly categoryNames: string[];
  readonly subCode: Int32Array;
  readonly subNames: string[];
  /** Spec and body texts by number into `texts`. */
  readonly specCode: Int32Array;
  readonly bodyCode: Int32Array;
  readonly texts: string[];
  readonly pricePaise: Float64Array;
  readonly discount: Float64Array;
  readonly rating: Float64Array;
  /** The rating in whole stars (0–5): the rating facet counts these. */
  readonly stars: Uint8Array;
  readonly createdAt: Float64Array;
  /** IS_NEW | FEATURED | BEST_SELLER. */
  readonly flags: Uint8Array;
  /** Products with the same specs share one object (a range's sizes repeat across its colours). */
  readonly typedSpecs: TypedSpecs[];
  /** Each product's place in id order: ties of every sort are broken by id without comparing strings. */
  readonly idRank: Int32Array;
  /** Products in id order, to find one by id. */
  private readonly byId: Int32Array;

  constructor(products: readonly IndexedProduct[]) {
    const n = products.length;
    this.size = n;
    this.ids = new Array<string>(n);
    this.names = new Array<string>(n);
    this.brandCode = new Int32Array(n);
    this.categoryCode = new Int32Array(n);
    this.subCode = new Int32Array(n);
    this.specCode = new Int32Array(n);
    this.bodyCode = new Int32Array(n);
    this.pricePaise = new Float64Array(n);
    this.discount = new Float64Array(n);
    this.rating = new Float64Array(n);
    this.stars = new Uint8Array(n);
    this.createdAt = new Float64Array(n);
    this.flags = new Uint8Array(n);
    this.typedSpecs = new Array<TypedSpecs>(n);
    const brands = new Codes();
    const categories = new Codes();
    const subs = new Codes();
    const texts = new Codes();
    const specs = new Map<string, TypedSpecs>();
    products.forEach((p, doc) => {
      this.ids[doc] = p.id;
      this.names[doc] = p.name;
      this.brandCode[doc] = p.brand === '' ? -1 : brands.code(p.brand);
      this.categoryCode[doc] = categories.code(p.category);
      this.subCode[doc] = subs.code(p.sub);
      this.specCode[doc] = texts.code(p.specText);
      this.bodyCode[doc] = texts.code(p.bodyText);
      const key = JSON.stringify(p.typedSpecs);
      let shared = specs.get(key);
      if (!shared) specs.set(key, (shared = p.typedSpecs));
      this.typedSpecs[doc] = shared;
      this.setFields(doc, p);
    });
    this.brandNames = brands.values;
    this.categoryNames = categories.values;
    this.subNames = subs.values;
    this.texts = texts.values;
    this.byId = Int32Array.from(products.keys()).sort((a, b) => ((this.ids[a] as string) < (this.ids[b] as string) ? -1 : 1));
    this.idRank = new Int32Array(n);
    this.byId.forEach((doc, rank) => (this.idRank[doc] = rank));
  }

  /** The fields a change may patch in place (those that are not words). */
  private setFields(doc: number, p: IndexedProduct): void {
    this.pricePaise[doc] = p.pricePaise;
    this.discount[doc] = p.discount;
    this.rating[doc] = p.rating;
    this.stars[doc] = Math.min(5, Math.max(0, Math.floor(p.rating)));
    this.createdAt[doc] = p.createdAt;
    this.flags[doc] = (p.isNew ? IS_NEW : 0) | (p.isFeatured ? FEATURED : 0) | (p.isBestSeller ? BEST_SELLER : 0);
  }

  /** Price, discount, rating, flags, date and specs of `p` written over those of its slot. */
  patch(doc: number, p: IndexedProduct): void {
    this.setFields(doc, p);
    this.typedSpecs[doc] = p.typedSpecs;
  }

  /** The ordinal of the product with this id, or -1. */
  docOf(id: string): number {
    let lo = 0;
    let hi = this.size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const doc = this.byId[mid] as number;
      const other = this.ids[doc] as string;
      if (other === id) return doc;
      if (other < id) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  brandOf(doc: number): string {
    const code = this.brandCode[doc] as number;
    return code < 0 ? '' : (this.brandNames[code] as string);
  }

  categoryOf(doc: number): string {
    return this.categoryNames[this.categoryCode[doc] as number] as string;
  }

  /** A product as it was given (a fresh object), to build the next index from this one's. */
  productAt(doc: number): IndexedProduct {
    const flags = this.flags[doc] as number;
    return {
      id: this.ids[doc] as string,
      name: this.names[doc] as string,
      brand: this.brandOf(doc),
      category: this.categoryOf(doc),
      sub: this.subNames[this.subCode[doc] as number] as string,
      pricePaise: this.pricePaise[doc] as number,
      discount: this.discount[doc] as number,
      rating: this.rating[doc] as number,
      isNew: (flags & IS_NEW) !== 0,
      isFeatured: (flags & FEATURED) !== 0,
      isBestSeller: (flags & BEST_SELLER) !== 0,
      createdAt: this.createdAt[doc] as number,
      typedSpecs: this.typedSpecs[doc] as TypedSpecs,
      specText: this.texts[this.specCode[doc] as number] as string,
      bodyText: this.texts[this.bodyCode[doc] as number] as string,
    };
  }
}
