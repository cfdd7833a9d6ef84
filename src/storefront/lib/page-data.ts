import type { QueryClient } from '@tanstack/react-query';
import { PAGE_DATA_ELEMENT_ID, type PageQueries } from '../../shared/web/page-data';

function readPageQueries(): PageQueries {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  element?.remove();
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : [];
    return Array.isArray(parsed) ? parsed.filter((entry): entry is PageQueries[number] => Array.isArray(entry) && Array.isArray(entry[0])) : [];
  } catch {
    return [];
  }
}

/**
 * Puts the answers the server rendered this page with (server: modules/web/page-data.ts) into the query
 * cache, as fresh as a fetch made now: the first render then matches the server's markup and sends no
 * request for them. A later refetch, retry or filter change goes to the network as usual.
 */
export function seedQueriesFromPage(queryClient: QueryClient): void {
  for (const [queryKey, data] of readPageQueries()) queryClient.setQueryData(queryKey, data);
}
