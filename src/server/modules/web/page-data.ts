import type { FastifyInstance } from 'fastify';
import { PAGE_DATA_ELEMENT_ID, ReadRefused, type GetJson, type PageQueries } from '../../../shared/web/page-data.js';
import { jsonForScript } from '../../http/json-for-script.js';

/**
 * What a page may read while the server renders it: the public catalog and content. An account's
 * data never (the render carries no session anyway), nor anything that is not a plain path under these.
 */
const PUBLIC_READ = /^\/api\/(?:products|categories|blogs|blog-stats|blog-categories|site)(?:[/?]|$)/;

/** The raw 200 answers a render read, by the path it asked for. */
export type PageAnswers = Map<string, string>;

/**
 * Answers a render's reads from our own API through inject: byte for byte what the page would fetch,
 * from the same catalog cache. Anything but a 200 is refused, and the page leaves that read to the browser.
 */
export function inProcessReads(app: FastifyInstance, answers: PageAnswers): GetJson {
  return async (path) => {
    if (!PUBLIC_READ.test(path) || path.includes('..')) throw new Error(`${path} is not read while rendering on the server`);
    const response = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    // A 404 is an answer the page shows (its not-found panel, and the page's own 404); anything else is left to the browser.
    if (response.statusCode === 404) throw new ReadRefused(`${path} answered 404`, 404);
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    answers.set(path, response.body);
    return JSON.parse(response.body) as unknown;
  };
}

/** The render's answers as a JSON data block, which no CSP blocks because it is never executed. */
export function renderPageData(queries: PageQueries): string {
  if (queries.length === 0) return '';
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScript(JSON.stringify(queries))}</script>`;
}

/** A path segment as the page's router hands it to the page; null when it is not valid percent-encoding. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The URL under which a product page's product is fetched, and so its key among the answers. */
export function productAnswerUrl(id: string): string {
  return `/api/products/${encodeURIComponent(id)}`;
}
