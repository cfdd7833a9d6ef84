import type { SeedProduct } from './catalog-types.js';

/** Small, seedable PRNG (mulberry32): the same seed gives the same catalog on every machine. */
export function randomGenerator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SERIES = ['Nova', 'Aura', 'Prime', 'Eco', 'Pro', 'Max', 'Lite', 'Elite', 'Spark', 'Zen', 'Volt', 'Orbit', 'Glow', 'Core', 'Edge', 'Flex'];

/**
 * Realistic bulk products for load tests: each is a variation of a hand-written catalog product
 * (another brand of its category, a series name, a price within ±30 %, its own stock and rating),
 * so names, specifications and categories stay believable at any count.
 */
export function generateProducts(templates: SeedProduct[], count: number, offset: number, random: () => number): SeedProduct[] {
  const brandsByCategory = new Map<string, string[]>();
  for (const t of templates) brandsByCategory.set(t.category, [...new Set([...(brandsByCategory.get(t.category) ?? []), t.brand])]);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    const template = templates[n % templates.length] as SeedProduct;
    const brand = pick(brandsByCategory.get(template.category) ?? [template.brand]);
    const kind = template.name.startsWith(template.brand) ? template.name.slice(template.brand.length).trim() : template.name;
    const price = Math.max(49, Math.round(template.price * (0.7 + random() * 0.6)));
    return {
      ...template,
      id: `g${n + 1}`,
      name: `${brand} ${pick(SERIES)} ${kind}`,
      brand,
      price,
      discount: random() < 0.35 ? 0 : Math.floor(random() * 41),
      stock: random() < 0.04 ? 0 : Math.floor(random() * 500),
      rating: Math.round((3 + random() * 2) * 10) / 10,
      reviewCount: Math.floor(random() * 3000),
      isNew: random() < 0.1,
      isFeatured: random() < 0.05,
      isBestSeller: random() < 0.08,
      specifications: { ...template.specifications, Brand: brand },
      listedDaysAgo: Math.floor(random() * 1000),
    };
  });
}
