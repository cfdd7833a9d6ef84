import type { AdminBlogPost } from './api/get-blogs';
import type { BlogInput } from './blog-input';

/** The editor's state: lists as comma-separated text, the way staff type them. */
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
  relatedProductIds: string;
  imageUrl: string;
  fullText: string;
}

function today(): string {
  const now = new Date();
  // Local date, not UTC: a post written at 1 am in India belongs to that day.
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
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
    relatedProductIds: '',
    imageUrl: '',
    fullText: '',
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
    relatedProductIds: post.relatedProducts.map((product) => product.id).join(', '),
    imageUrl: post.imgpath,
    fullText: post.fullText,
  };
}

function list(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The candidate body for blogInputSchema; the schema decides what is valid. */
export function toBlogCandidate(values: BlogFormValues): Record<keyof BlogInput, unknown> {
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
    relatedProductIds: list(values.relatedProductIds),
    publishedOn: values.publishedOn,
    // Left empty, the server keeps the post's current picture (or its default for a new post).
    imageUrl: values.imageUrl || undefined,
  };
}
