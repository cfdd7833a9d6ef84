import type { Product } from '../../../shared/catalog/product.schema.js';
import type { VariantGroup } from '../../../shared/catalog/product-variants.schema.js';
import { variantDisplayName } from '../../../shared/catalog/variant-name.js';
import { mediaSrcSet } from '../../../shared/catalog/media-srcset.js';
import { GALLERY_IMAGE_SIZES } from '../../../shared/catalog/upload-images.js';
import { escapeHtml } from '../../http/escape-html.js';
import { jsonForScript } from '../../http/json-for-script.js';

export interface PageMeta {
  title: string;
  description: string;
  canonicalPath: string;
  /** schema.org objects, each written as its own JSON-LD script. */
  jsonLd: object[];
  image?: string;
  /** The page's LCP image, fetched from the HTML instead of after the page's code and data. */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}

const SHOP = 'Wattson';
export const DEFAULT_DESCRIPTION =
  'Wattson: premium electrical and lighting solutions since 2005 — LED lighting, switches, wiring, fans, appliances, smart home, protection gear and tools, delivered across India.';

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The product page's first gallery image, with the same candidates and sizes as its <img>. */
function galleryPreload(src: string): PageMeta['preloadImage'] {
  // Only our own media: the CSP (img-src 'self') would block anything else, and report it.
  if (!src.startsWith('/media/')) return undefined;
  const srcset = mediaSrcSet(src);
  return srcset ? { href: src, srcset, sizes: GALLERY_IMAGE_SIZES } : { href: src };
}

/** A variant's page (ADR 65) is titled with its values: each variant has its own address, price and stock. */
export function productMeta(product: Product & { variantGroup?: VariantGroup | null }, publicUrl: string): PageMeta {
  const url = `${publicUrl}/products/${encodeURIComponent(product._id)}`;
  const images = product.images.map((src) => (src.startsWith('http') ? src : `${publicUrl}${src}`));
  const name = variantDisplayName(product.name, product.variantGroup?.variants.find((v) => v._id === product._id)?.label ?? '');
  return {
    title: `${name} | ${SHOP}`,
    description: clip(`${product.description} Buy ${product.brand} at ₹${product.price.toLocaleString('en-IN')} from ${SHOP}.`, 300),
    canonicalPath: `/products/${encodeURIComponent(product._id)}`,
    image: images[0],
    preloadImage: galleryPreload(product.images[0] ?? product.imageUrl),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name,
        sku: product._id,
        description: product.description,
        image: images,
        brand: { '@type': 'Brand', name: product.brand },
        category: product.category,
        ...(product.reviewCount > 0
          ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount, bestRating: 5 } }
          : {}),
        offers: {
          '@type': 'Offer',
          url,
          priceCurrency: 'INR',
          price: product.price.toFixed(2),
          availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
    ],
  };
}

function preloadTag({ href, srcset, sizes }: NonNullable<PageMeta['preloadImage']>): string {
  const candidates = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${candidates} fetchpriority="high">`;
}

/** Replaces the template's title and description and adds canonical, Open Graph and JSON-LD tags. */
export function renderHead(template: string, meta: PageMeta, publicUrl: string): string {
  const canonical = `${publicUrl}${meta.canonicalPath}`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${SHOP}">`,
    ...(meta.image ? [`<meta property="og:image" content="${escapeHtml(meta.image)}">`] : []),
    ...(meta.preloadImage ? [preloadTag(meta.preloadImage)] : []),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(JSON.stringify(data))}</script>`),
  ].join('\n    ');
  const stripped = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  // A function, not a string: in a replacement string `$'`, `$&` or `` $` `` in a product's name would paste parts of the page.
  return stripped.replace(/<\/head>/i, () => `    ${tags}\n  </head>`);
}
