import { PAGE_DATA_ELEMENT_ID, pageDataKey } from '../../shared/web/page-data';

/** Answers the server wrote into this page's HTML (server: modules/web/page-data.ts), read on first use. */
let answers: Map<string, unknown> | null = null;

function readAnswers(): Map<string, unknown> {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  element?.remove();
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : null;
    return new Map(parsed && typeof parsed === 'object' ? Object.entries(parsed) : []);
  } catch {
    return new Map();
  }
}

/**
 * The answer to `GET url` that came with the page, once: a later request for the same URL (a refetch,
 * a retry after an error, a visit back) goes to the network and sees current data.
 */
export function takePageData(url: string): unknown {
  answers ??= readAnswers();
  if (answers.size === 0) return undefined;
  const key = pageDataKey(url);
  const answer = answers.get(key);
  answers.delete(key);
  return answer;
}
