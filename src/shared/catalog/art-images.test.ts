import { describe, expect, it } from 'vitest';
import { artSrcSet } from './art-images.js';
import { mediaSrcSet } from './media-srcset.js';

describe('artSrcSet', () => {
  it('offers a seed illustration as WebP in each width', () => {
    expect(artSrcSet('/media/art/ceiling-fan-3.svg')).toBe(
      '/media/art/ceiling-fan-3-200.webp 200w, /media/art/ceiling-fan-3-400.webp 400w, /media/art/ceiling-fan-3-800.webp 800w, /media/art/ceiling-fan-3-1200.webp 1200w',
    );
  });

  it('offers nothing for other addresses', () => {
    expect(artSrcSet('/media/art/ceiling-fan-5.svg')).toBeUndefined();
    expect(artSrcSet('/media/art/ceiling-fan-3-400.webp')).toBeUndefined();
    expect(artSrcSet('https://example.com/media/art/ceiling-fan-3.svg')).toBeUndefined();
    expect(artSrcSet('/media/avatars/priya-raghavan.svg')).toBeUndefined();
  });
});

describe('mediaSrcSet', () => {
  it('covers uploaded photos and seed art alike', () => {
    expect(mediaSrcSet('/media/uploads/3fa9c0-md.webp')).toContain('/media/uploads/3fa9c0-lg.webp 1600w');
    expect(mediaSrcSet('/media/art/led-bulb-1.svg')).toContain('/media/art/led-bulb-1-400.webp 400w');
    expect(mediaSrcSet('/elsewhere.png')).toBeUndefined();
  });
});
