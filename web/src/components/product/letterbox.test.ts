import { describe, expect, it } from '@jest/globals';
import { edgeAverages, letterboxBackground, type Edges } from './letterbox';

/** A 4x3 RGBA block: red top row, blue bottom row, green elsewhere; the left column white. */
function block() {
  const w = 4;
  const h = 3;
  const data: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const colour = x === 0 ? [255, 255, 255] : y === 0 ? [255, 0, 0] : y === h - 1 ? [0, 0, 255] : [0, 255, 0];
      data.push(...colour, 255);
    }
  return { data, w, h };
}

describe('edgeAverages', () => {
  it('averages each outer row and column', () => {
    const { data, w, h } = block();
    expect(edgeAverages(data, w, h)).toEqual({
      top: [255, 64, 64], // one white, three red
      bottom: [64, 64, 255], // one white, three blue
      left: [255, 255, 255],
      right: [85, 85, 85], // red, green, blue
    });
  });
});

describe('letterboxBackground', () => {
  const edges: Edges = { top: [1, 2, 3], bottom: [4, 5, 6], left: [7, 8, 9], right: [10, 11, 12] };

  it('fills above and below a wide photo in a tall frame with its top and bottom colours', () => {
    expect(letterboxBackground(edges, 4 / 3, 3 / 4)).toBe(
      'linear-gradient(to bottom, rgb(1, 2, 3) 0 50%, rgb(4, 5, 6) 50% 100%)',
    );
  });

  it('fills beside a tall photo with its left and right colours', () => {
    expect(letterboxBackground(edges, 9 / 16, 3 / 4)).toBe(
      'linear-gradient(to right, rgb(7, 8, 9) 0 50%, rgb(10, 11, 12) 50% 100%)',
    );
  });
});
