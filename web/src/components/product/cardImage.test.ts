import { describe, expect, it } from '@jest/globals';
import { BESIDE_FILTERS_COLUMNS, cardSizes, cardSrcSet, WIDE_COLUMNS } from './cardImage';

describe('cardSrcSet', () => {
  it('offers the 160 and 480 px variants, never the 1024 px original', () => {
    const image = {
      __typename: 'ProductImage' as const,
      url: '/u/a-1024.webp',
      medium: '/u/a-480.webp',
      thumbnail: '/u/a-160.webp',
    };
    expect(cardSrcSet(image)).toBe('/u/a-160.webp 160w, /u/a-480.webp 480w');
  });

  it('is absent without a picture', () => {
    expect(cardSrcSet(undefined)).toBeUndefined();
  });
});

describe('cardSizes', () => {
  it('follows the wide grid: a quarter of the 1152 px container, quarters, thirds, halves', () => {
    expect(cardSizes(WIDE_COLUMNS)).toBe(
      '(min-width: 1200px) 288px, (min-width: 900px) 25vw, (min-width: 600px) 34vw, 50vw',
    );
  });

  it('takes the filter panel off beside the filters from 900 px up', () => {
    expect(cardSizes(BESIDE_FILTERS_COLUMNS, true)).toBe(
      '(min-width: 1200px) 290px, (min-width: 900px) calc((100vw - 332px) / 2), (min-width: 600px) 34vw, 50vw',
    );
  });
});
