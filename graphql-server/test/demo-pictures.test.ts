import sharp from 'sharp';
import { DEMO_PICTURES, drawDemoPicture } from '../src/db/demo-pictures';

/** The margin, in pixels of the 800x800 picture, that holds nothing but the backdrop. */
const MARGIN = 24;

describe('demo pictures', () => {
  it.each(DEMO_PICTURES.flatMap((item) => [0, 1, 2].map((view) => [item, view] as const)))(
    '%s (view %i) is an 800x800 picture whose drawing stays whole inside the frame',
    async (item, view) => {
      const { data, info } = await sharp(await drawDemoPicture(item, view))
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([800, 800]);
      const at = (x: number, y: number) => data.readUIntBE((y * info.width + x) * 3, 3);
      const backdrop = at(0, 0);
      // Any pixel of the item in the border would mean a cut-off drawing in a square card or the detail carousel.
      const stray: [number, number][] = [];
      for (let y = 0; y < info.height; y++)
        for (let x = 0; x < info.width; x++) {
          const inBorder = x < MARGIN || y < MARGIN || x >= info.width - MARGIN || y >= info.height - MARGIN;
          if (inBorder && at(x, y) !== backdrop) stray.push([x, y]);
        }
      expect(stray.slice(0, 5)).toEqual([]);
    },
  );

  it('draws each item differently', async () => {
    const digests = await Promise.all(
      DEMO_PICTURES.map(async (item) =>
        (
          await sharp(await drawDemoPicture(item))
            .resize(16, 16)
            .raw()
            .toBuffer()
        ).toString('hex'),
      ),
    );
    expect(new Set(digests).size).toBe(DEMO_PICTURES.length);
  });
});
