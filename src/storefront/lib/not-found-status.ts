/** Set only while rendering on the server (entry-server.tsx): a page that shows a not-found panel answers 404. */
let notFoundOnServer: (() => void) | null = null;

export function collectNotFoundOnServer(collect: () => void): void {
  notFoundOnServer = collect;
}

/**
 * Called by a page while it shows its not-found panel (an unknown product, post or category): the
 * server then answers the page with HTTP 404 rather than 200 (ADR 39). Nothing happens in the browser.
 */
export function reportNotFound(): void {
  notFoundOnServer?.();
}
