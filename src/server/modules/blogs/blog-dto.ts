import type { BlogPost, BlogPostSummary } from '../../../shared/content/blog.schema.js';
import type { blogPosts } from '../../db/schema/content.js';
import { avatarUrl } from './author-avatar.js';

export type BlogPostRow = typeof blogPosts.$inferSelect;
export type RelatedProductRow = { id: string; name: string; images: string[]; pricePaise: number };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2025-03-15' → 'March 15, 2025' (spec §3 shows dates as text); no time zone can shift a calendar date. */
export function displayDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1] ?? ''} ${day ?? ''}, ${year ?? ''}`;
}

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Spec §3: related products carry their price as text with the rupee sign, e.g. '₹3,899'. */
export function priceText(pricePaise: number): string {
  return rupees.format(pricePaise / 100);
}

export function toBlogSummary(row: BlogPostRow): BlogPostSummary {
  return {
    id: row.id,
    date: displayDate(row.publishedOn),
    publishedOn: row.publishedOn,
    place: row.place,
    country: row.country,
    imgpath: row.imageUrl,
    blogname: row.title,
    author: row.author,
    authorRole: row.authorRole,
    // A post written without a portrait shows the author's initials, never a broken image.
    authorAvatar: row.authorAvatar || avatarUrl(row.author),
    shortDescription: row.shortDescription,
    category: row.category,
    readTime: row.readTime,
    tags: row.tags,
  };
}

/** Related products in the order the writer chose; ids with no live product are simply absent. */
export function toBlogPost(row: BlogPostRow, products: RelatedProductRow[], shopperLikes: number): BlogPost {
  const byId = new Map(products.map((p) => [p.id, p]));
  const relatedProducts = row.relatedProductIds.flatMap((id) => {
    const product = byId.get(id);
    return product ? [{ id: product.id, name: product.name, image: product.images[0] ?? '', price: priceText(product.pricePaise) }] : [];
  });
  return { ...toBlogSummary(row), relatedProducts, fullText: row.fullHtml, likes: row.baseLikes + shopperLikes };
}
