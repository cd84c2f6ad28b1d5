// The seed's image pool: a few stored images per category, shared by all the products.
import fs from 'node:fs';
import path from 'node:path';
import { dist, requireApp } from './app-code.mjs';
import { sqlDate } from './writers.mjs';

/** The demo drawings each category's products show. */
const PICTURES = {
  BOOKS: ['textbook', 'paperback'],
  ELECTRONICS: ['phone', 'tv', 'calculator', 'speaker'],
  FURNITURE: ['table'],
  CLOTHING: ['jacket', 'labCoat'],
  MISCELLANEOUS: ['labCoat', 'cycle', 'speaker'],
  SERVICE: ['tutoring'],
  RENTAL: ['cycle'],
};

/** The shared image pool: the demo's drawings (or plain colours), stored as the app stores uploads. */
export async function imagePool(dataDir, ownerId, now, uuidv7) {
  const { processImage } = dist('modules/uploads/images.js');
  let draw;
  try {
    const { drawDemoPicture } = dist('db/demo-pictures.js');
    draw = (name, view) => drawDemoPicture(name, view);
  } catch {
    const sharp = requireApp('sharp');
    draw = (name, view) => {
      const hue = [...name].reduce((h, c) => h + c.charCodeAt(0), view * 40) % 360;
      return sharp({ create: { width: 800, height: 600, channels: 3, background: `hsl(${hue}, 60%, 60%)` } })
        .jpeg()
        .toBuffer();
    };
  }
  const names = [...new Set(Object.values(PICTURES).flat())];
  const rows = [];
  const byName = {};
  for (const name of names) {
    byName[name] = [];
    for (const view of [0, 1]) {
      const variants = await processImage(await draw(name, view));
      const id = uuidv7(now);
      const key = `products/${id}`;
      for (const v of variants) {
        const file = path.join(dataDir, 'uploads', 'products', `${id}-${v.size}.webp`);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, v.data);
      }
      const [largest] = variants;
      const bytes = variants.reduce((s, v) => s + v.data.length, 0);
      rows.push([id, ownerId, 'product', key, largest.width, largest.height, bytes, sqlDate(now), sqlDate(now)]);
      byName[name].push(key);
    }
  }
  const byCategory = Object.fromEntries(
    Object.entries(PICTURES).map(([c, list]) => [c, list.flatMap((n) => byName[n])]),
  );
  return { rows, byCategory };
}
