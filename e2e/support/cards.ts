import { expect, type Locator, type Page } from '@playwright/test';

/** What one product card shows, read from the page. */
export interface ShownCard {
  /** From the card's name link, `/products/{id}`. */
  id: string;
  name: string;
  /** The current price in rupees before GST, read from the visible (and screen-reader) 'Price before GST: ₹1,234.00' text. */
  price: number;
  outOfStock: boolean;
  text: string;
}

interface RawCard {
  href: string;
  name: string;
  text: string;
}

const PRICE_PATTERN = /Price(?: before GST)?: ₹\s?([\d,]+(?:\.\d+)?)/;

function parseCard(raw: RawCard): ShownCard {
  const id = decodeURIComponent(raw.href.replace(/^\/products\//, ''));
  const match = PRICE_PATTERN.exec(raw.text);
  if (!match?.[1]) throw new Error(`No price on the card of "${raw.name}": ${raw.text}`);
  return {
    id,
    name: raw.name,
    price: Number(match[1].replace(/,/g, '')),
    outOfStock: raw.text.includes('Out of stock'),
    text: raw.text,
  };
}

/** Product cards are `<article>`s whose `<h3>` holds the link to the product. */
export function productCards(scope: Page | Locator): Locator {
  return scope.locator('article:has(h3 a[href^="/products/"])');
}

export async function readCards(scope: Page | Locator): Promise<ShownCard[]> {
  const raw = await productCards(scope).evaluateAll((articles) =>
    articles.map((article) => {
      const link = article.querySelector('h3 a');
      return {
        href: link?.getAttribute('href') ?? '',
        name: (link?.textContent ?? '').trim(),
        text: article.textContent ?? '',
      };
    }),
  );
  return raw.map(parseCard);
}

export async function cardIds(scope: Page | Locator): Promise<string[]> {
  return (await readCards(scope)).map((card) => card.id);
}

/**
 * Waits until the grid shows exactly these products in this order (the API's answer for the page's query),
 * then returns the cards. Polling covers the moment the previous result is still on screen.
 */
export async function expectCards(scope: Page | Locator, expectedIds: readonly string[], message?: string): Promise<ShownCard[]> {
  await expect.poll(() => cardIds(scope), { message: message ?? 'product cards shown', timeout: 10_000 }).toEqual(expectedIds);
  return readCards(scope);
}

export function isAscending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value);
}

export function isDescending(values: readonly number[]): boolean {
  return values.every((value, index) => index === 0 || (values[index - 1] ?? value) >= value);
}
