/**
 * The API answers a storefront page needs first, written into its HTML by the server so the page
 * renders without waiting for its own requests (issue 7: LCP). Both sides key an answer by its URL
 * with the query parameters sorted, so the order a client builds them in does not matter.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export function pageDataKey(url: string): string {
  const [path = '', query] = url.split('?', 2);
  if (!query) return path;
  const params = new URLSearchParams(query);
  params.sort();
  const sorted = params.toString();
  return sorted ? `${path}?${sorted}` : path;
}
