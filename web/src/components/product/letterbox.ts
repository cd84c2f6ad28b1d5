// The colour around a photo shown whole ("contain") in a card frame of another shape: the photo's
// own edge colours, so a product shot on a plain background continues seamlessly to the frame's
// edges instead of floating in a grey box. Pictures that cannot be read (another origin without
// CORS, no canvas) keep the neutral frame.

export type Rgb = [number, number, number];

export interface Edges {
  top: Rgb;
  bottom: Rgb;
  left: Rgb;
  right: Rgb;
}

/** Size of the thumbnail the edges are read from: small enough to be free, big enough to average. */
export const SAMPLE = 16;

/** The average colour of each outer row and column of an RGBA pixel block. */
export function edgeAverages(data: ArrayLike<number>, width: number, height: number): Edges {
  const average = (pixels: [number, number][]): Rgb => {
    const sum = [0, 0, 0];
    for (const [x, y] of pixels) for (let c = 0; c < 3; c++) sum[c] += data[(y * width + x) * 4 + c];
    return sum.map((v) => Math.round(v / pixels.length)) as Rgb;
  };
  const row = (y: number) => Array.from({ length: width }, (_, x) => [x, y] as [number, number]);
  const column = (x: number) => Array.from({ length: height }, (_, y) => [x, y] as [number, number]);
  return {
    top: average(row(0)),
    bottom: average(row(height - 1)),
    left: average(column(0)),
    right: average(column(width - 1)),
  };
}

const css = ([r, g, b]: Rgb) => `rgb(${r}, ${g}, ${b})`;

/**
 * The frame's background: a wide photo in a taller frame leaves bands above and below it, taking
 * its top and bottom edge colours; a tall photo leaves bands left and right.
 */
export function letterboxBackground(edges: Edges, photoAspect: number, frameAspect: number): string {
  const [from, to, direction] =
    photoAspect >= frameAspect ? [edges.top, edges.bottom, 'to bottom'] : [edges.left, edges.right, 'to right'];
  return `linear-gradient(${direction}, ${css(from)} 0 50%, ${css(to)} 50% 100%)`;
}

/** Reads a loaded picture's edges through a tiny canvas; null when the browser will not let us. */
export function readEdges(img: HTMLImageElement): Edges | null {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = SAMPLE;
    canvas.height = SAMPLE;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return null;
    context.drawImage(img, 0, 0, SAMPLE, SAMPLE);
    return edgeAverages(context.getImageData(0, 0, SAMPLE, SAMPLE).data, SAMPLE, SAMPLE);
  } catch {
    // A cross-origin picture served without CORS taints the canvas: keep the neutral frame.
    return null;
  }
}
