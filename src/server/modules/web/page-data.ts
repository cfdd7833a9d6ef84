import type { FastifyInstance } from 'fastify';
import { LISTING_PAGE_SIZE, POPULAR_PRODUCTS_COUNT } from '../../../shared/catalog/product-list-options.js';
import { PAGE_DATA_ELEMENT_ID, pageDataKey } from '../../../shared/web/page-data.js';
import { jsonForScript } from '../../http/json-for-script.js';

/**
 * The public catalog reads each storefront page makes before it can show its largest content, with
 * the parameters the page sends when its address has no query string (the first view from a link or
 * a search engine). A page opened with filters in its query fetches them itself.
 */
export function pageDataRequests(path: string, hasQuery: boolean): string[] {
  const forPage = pageRequests(path, hasQuery);
  // The footer's shop details are on every page; sent with any page that sends data anyway.
  return forPage.length > 0 ? [...forPage, '/api/site'] : [];
}

function pageRequests(path: string, hasQuery: boolean): string[] {
  const list = (params: Record<string, string>) => `/api/products?${new URLSearchParams(params).toString()}`;
  const listing = (params: Record<string, string>) => list({ ...params, sort: 'featured', page: '1', pageSize: String(LISTING_PAGE_SIZE) });
  if (path === '/') return ['/api/categories', list({ pageSize: String(POPULAR_PRODUCTS_COUNT), sort: 'featured' })];
  if (path === '/blogs') return hasQuery ? [] : ['/api/blogs'];
  // The shop's filter panel lists the categories.
  if (path === '/shop') return hasQuery ? ['/api/categories'] : ['/api/categories', listing({})];
  const product = /^\/products\/([^/]+)$/.exec(path)?.[1];
  if (product) {
    const id = decodeSegment(product);
    return id === null ? [] : ['/api/categories', productAnswerUrl(id)];
  }
  const match = /^\/categories\/([^/]+)(?:\/([^/]+))?$/.exec(path);
  if (match?.[1]) {
    const category = decodeSegment(match[1]);
    const sub = match[2] === undefined ? undefined : decodeSegment(match[2]);
    if (hasQuery || category === null || sub === null) return ['/api/categories'];
    return ['/api/categories', listing(sub === undefined ? { category } : { category, sub })];
  }
  return [];
}

/** A path segment as the page's router hands it to the page; null when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The page's answers: raw JSON bodies keyed by `pageDataKey(url)`, only those that were 200. */
export type PageAnswers = Map<string, string>;

/**
 * Asks our own API, all at once, through inject: the answers are byte for byte what the page would
 * fetch, from the same catalog cache. Answers other than 200 are left for the page to fetch and report.
 */
export async function fetchPageData(app: FastifyInstance, urls: string[]): Promise<PageAnswers> {
  const responses = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })));
  return new Map(urls.flatMap((url, index) => (responses[index]?.statusCode === 200 ? [[pageDataKey(url), responses[index].body] as const] : [])));
}

/** The answers as a JSON data block, which no CSP blocks because it is never executed. */
export function renderPageData(answers: PageAnswers): string {
  if (answers.size === 0) return '';
  const entries = [...answers].map(([key, body]) => `${JSON.stringify(key)}:${body}`);
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(`{${entries.join(',')}}`)}</script>`;
}

/** The URL under which a product page's product is fetched, and so its key among the answers. */
export function productAnswerUrl(id: string): string {
  return `/api/products/${encodeURIComponent(id)}`;
}
