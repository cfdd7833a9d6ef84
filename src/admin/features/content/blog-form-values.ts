import type { BlogPostState } from '../../../shared/content/blog-options';
import type { AdminBlogPost } from './api/get-blogs';
import type { BlogInput } from './blog-input';

/** A product attached to the post, as the picker lists it. */
export interface PickedProduct {
  id: string;
  name: string;
  sku: string;
  /** False when the storefront does not show it (a draft or archived product): the post leaves it out. */
  listed: boolean;
}

/** The editor's state: tags as comma-separated text, the way staff type them. */
export interface BlogFormValues {
  title: string;
  category: string;
  author: string;
  authorRole: string;
  publishedOn: string;
  place: string;
  country: string;
  readTime: string;
  shortDescription: string;
  tags: string;
  relatedProducts: PickedProduct[];
  imageUrl: string;
  fullText: string;
  status: BlogPostState;
  /** The browser's local date and time (`<input type="datetime-local">`), for a scheduled post. */
  publishAt: string;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function today(): string {
  const now = new Date();
  // Local date, not UTC: a post written at 1 am in India belongs to that day.
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An instant as the datetime-local field shows it, in the browser's time zone. */
export function toLocalDateTime(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

export function emptyBlogValues(): BlogFormValues {
  return {
    title: '',
    category: '',
    author: '',
    authorRole: '',
    publishedOn: today(),
    place: '',
    country: 'India',
    readTime: '',
    shortDescription: '',
    tags: '',
    relatedProducts: [],
    imageUrl: '',
    fullText: '',
    status: 'draft',
    publishAt: '',
  };
}

export function valuesFromPost(post: AdminBlogPost): BlogFormValues {
  return {
    title: post.blogname,
    category: post.category,
    author: post.author,
    authorRole: post.authorRole,
    publishedOn: post.publishedOn,
    place: post.place,
    country: post.country,
    readTime: post.readTime,
    shortDescription: post.shortDescription,
    tags: post.tags.join(', '),
    relatedProducts: post.relatedProducts.map(({ id, name, sku, listed }) => ({ id, name, sku, listed })),
    imageUrl: post.imgpath,
    fullText: post.fullText,
    status: post.status,
    publishAt: post.status === 'scheduled' && post.publishAt ? toLocalDateTime(post.publishAt) : '',
  };
}

function list(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The datetime-local text as an instant with its offset; undefined when empty or not a time. */
function instant(local: string): string | undefined {
  if (!local) return undefined;
  const at = new Date(local);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** The candidate body for blogInputSchema, saved as `status`; the schema decides what is valid. */
export function toBlogCandidate(values: BlogFormValues, status: BlogPostState): Record<keyof BlogInput, unknown> {
  return {
    title: values.title,
    category: values.category,
    author: values.author,
    authorRole: values.authorRole,
    shortDescription: values.shortDescription,
    fullText: values.fullText,
    tags: list(values.tags),
    place: values.place,
    country: values.country,
    readTime: values.readTime,
    relatedProductIds: values.relatedProducts.map((product) => product.id),
    publishedOn: values.publishedOn,
    // Left empty, the server keeps the post's current picture (or its default for a new post).
    imageUrl: values.imageUrl || undefined,
    status,
    publishAt: status === 'scheduled' ? instant(values.publishAt) : undefined,
  };
}
