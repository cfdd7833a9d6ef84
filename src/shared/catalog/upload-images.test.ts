import { describe, expect, it } from 'vitest';
import { UPLOAD_WIDTHS, uploadSrcSet, uploadUrl } from './upload-images.js';

describe('uploadSrcSet', () => {
  it('lists the three stored widths of an uploaded photo, whichever width the URL names', () => {
    const expected = '/media/uploads/3fa9c0-sm.webp 320w, /media/uploads/3fa9c0-md.webp 800w, /media/uploads/3fa9c0-lg.webp 1600w';
    expect(uploadSrcSet('/media/uploads/3fa9c0-md.webp')).toBe(expected);
    expect(uploadSrcSet('/media/uploads/3fa9c0-lg.webp')).toBe(expected);
  });

  it('gives nothing for seed art, outside URLs and look-alikes', () => {
    expect(uploadSrcSet('/media/art/led-bulb-1.svg')).toBeUndefined();
    expect(uploadSrcSet('https://example.com/media/uploads/3fa9c0-md.webp')).toBeUndefined();
    expect(uploadSrcSet('/media/uploads/3fa9c0-xl.webp')).toBeUndefined();
    expect(uploadSrcSet('/media/uploads/3fa9c0-md.webp?x=1')).toBeUndefined();
  });

  it('names files the way the upload service writes them', () => {
    expect(uploadUrl('ab12', 'sm')).toBe('/media/uploads/ab12-sm.webp');
    expect(Object.values(UPLOAD_WIDTHS)).toEqual([320, 800, 1600]);
  });
});
