/**
 * What a storefront page the server renders carries for the browser (the LCP budget of bench/budgets.json: without waiting
 * for scripts or API round trips). The server renders the page with the answers to its public
 * catalog reads; the same answers go into the HTML as a JSON data block, and the browser puts them
 * into its query cache before it hydrates, so its first render matches the server's markup.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/**
 * A server-rendered page lists the script files that hydrate it in a JSON data block of this id
 * (an array of URLs): the entry asks for them once the page has painted, all at once.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

/** [query key, data] pairs, in the form the storefront's query cache takes them. */
export type PageQueries = Array<[queryKey: readonly unknown[], data: unknown]>;

/**
 * A public GET of our own API, answered in-process: resolves with the parsed 200 answer, rejects
 * otherwise; a 404 rejects with a ReadRefused of status 404, which the page shows as its not-found panel.
 */
export type GetJson = (path: string) => Promise<unknown>;

/** A read the API refused while rendering, with its status and message (a 404 for an unknown product). */
export class ReadRefused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ReadRefused';
  }
}

export interface RenderedPage {
  /** The markup inside `#root`. */
  html: string;
  queries: PageQueries;
  /** The title the page sets for itself, when it does. */
  title?: string;
  /** 404 when the page showed a not-found panel (an unknown product, post or category). */
  status?: number;
}

/** The server-side renderer's entry (src/storefront/entry-server.tsx, built to dist/web/ssr/). */
export type RenderPage = (url: string, getJson: GetJson) => Promise<RenderedPage>;

/** By its name and status, not instanceof: the server and the storefront's server build each bundle their own copy of the class. */
export function isReadRefused(error: unknown): error is ReadRefused {
  return error instanceof Error && error.name === 'ReadRefused' && typeof (error as { status?: unknown }).status === 'number';
}
