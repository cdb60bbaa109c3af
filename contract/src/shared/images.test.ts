import { describe, expect, it } from 'vitest';
import { isStockPhoto, usableImage } from './images.rules.ts';

describe('image addresses', () => {
  it('treats the stock-photo host as missing', () => {
    expect(isStockPhoto('https://images.unsplash.com/photo-1')).toBe(true);
    expect(usableImage('https://images.unsplash.com/photo-1?w=800')).toBeNull();
  });

  it('keeps the site’s own, https and data images', () => {
    expect(usableImage('/media/ink.jpg')).toBe('/media/ink.jpg');
    expect(usableImage('https://cdn.example/ink.jpg')).toBe('https://cdn.example/ink.jpg');
    expect(usableImage('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('refuses anything else', () => {
    expect(usableImage('javascript:alert(1)')).toBeNull();
    expect(usableImage('//evil.example/x.png')).toBeNull();
    expect(usableImage('')).toBeNull();
    expect(usableImage(null)).toBeNull();
  });
});
