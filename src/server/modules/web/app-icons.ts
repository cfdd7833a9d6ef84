import type { FastifyInstance } from 'fastify';

/** The shop's mark: a lightning bolt in the accent colour on the dark band colour (tokens.css). */
const ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#0f1b2d"/><path d="M18 3 7 18h8l-2 11 12-16h-8z" fill="#f6b100"/></svg>';
/** Maskable icons keep their content inside the middle 80 %: the same bolt, smaller, on a square band. */
const MASKABLE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#0f1b2d"/><path d="M17.5 7 9.5 18h5.8l-1.5 7.5 8.7-11.5h-5.8z" fill="#f6b100"/></svg>';

const ICON_CACHE = 'public, max-age=86400';

const PNG_ICONS: Record<string, { svg: string; size: number }> = {
  '/apple-touch-icon.png': { svg: ICON_SVG, size: 180 },
  '/icon-192.png': { svg: ICON_SVG, size: 192 },
  '/icon-512.png': { svg: ICON_SVG, size: 512 },
  '/icon-maskable-512.png': { svg: MASKABLE_SVG, size: 512 },
};

/** sharp (libvips, ~20 MB of the process's memory) is loaded with the first icon drawn, not at start, as media uploads do. */
async function png(svg: string, size: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** An .ico holding one PNG image (every current browser reads PNG inside ICO). */
export function icoFromPng(image: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6);
  header.writeUInt8(size >= 256 ? 0 : size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, image]);
}

export function webManifest(): string {
  return JSON.stringify({
    name: 'Wattson — Electrical & Lighting Store',
    short_name: 'Wattson',
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f1b2d',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
}

/**
 * The favicon and app icons (ADR 39): /favicon.ico and /favicon.svg for tabs, the Apple touch icon
 * and the web manifest's icons for a home screen. The PNGs are drawn from the SVG once per process.
 */
export async function appIconRoutes(app: FastifyInstance): Promise<void> {
  const drawn = new Map<string, Promise<Buffer>>();
  const draw = (key: string, make: () => Promise<Buffer>) => {
    let image = drawn.get(key);
    if (!image) {
      image = make();
      drawn.set(key, image);
    }
    return image;
  };

  app.get('/favicon.svg', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('image/svg+xml; charset=utf-8').header('cache-control', ICON_CACHE).send(ICON_SVG),
  );
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) => {
    const ico = await draw('/favicon.ico', async () => icoFromPng(await png(ICON_SVG, 32), 32));
    return reply.type('image/x-icon').header('cache-control', ICON_CACHE).send(ico);
  });
  for (const [path, { svg, size }] of Object.entries(PNG_ICONS)) {
    app.get(path, { schema: { hide: true } }, async (_request, reply) => {
      const image = await draw(path, () => png(svg, size));
      return reply.type('image/png').header('cache-control', ICON_CACHE).send(image);
    });
  }
  app.get('/manifest.webmanifest', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('application/manifest+json; charset=utf-8').header('cache-control', ICON_CACHE).send(webManifest()),
  );
}
