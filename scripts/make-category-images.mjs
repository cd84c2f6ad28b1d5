#!/usr/bin/env node
// Draws the category tile pictures (web/public/categories/<name>.webp, 300x225 as documented: docs/product.md#departures-from-the-specification, 1) and
// the "no photo" placeholder (web/public/placeholder-product.svg). Hand-made flat SVG shapes: no
// text (the tile shows its label), no fonts, no outside assets. Rerun any time:
//   node scripts/make-category-images.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is a dependency of the server workspace; resolve it from there.
const sharp = createRequire(path.join(root, 'graphql-server', 'package.json'))('sharp');

const W = 300;
const H = 225;

/** A soft backdrop: a tinted field, a light disc behind the subject, a floor shadow. */
const backdrop = (bg, disc) => `
  <rect width="${W}" height="${H}" fill="${bg}"/>
  <circle cx="150" cy="108" r="86" fill="${disc}"/>
  <ellipse cx="150" cy="196" rx="104" ry="9" fill="#000" opacity="0.08"/>`;

const svg = (body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;

const pictures = {
  // A stack of three books, an open book leaning on it, and an apple on top.
  books: svg(`${backdrop('#fdf1dc', '#fbe0b0')}
    <rect x="78" y="160" width="128" height="34" rx="4" fill="#2f6f9f"/>
    <rect x="78" y="168" width="128" height="4" fill="#255a82"/>
    <rect x="196" y="160" width="10" height="34" rx="2" fill="#f4efe6"/>
    <rect x="88" y="128" width="112" height="32" rx="4" fill="#d9534f"/>
    <rect x="88" y="136" width="112" height="4" fill="#b94441"/>
    <rect x="88" y="128" width="10" height="32" rx="2" fill="#f4efe6"/>
    <rect x="82" y="98" width="118" height="30" rx="4" fill="#3f9e6e"/>
    <rect x="82" y="106" width="118" height="4" fill="#2f7f57"/>
    <rect x="190" y="98" width="10" height="30" rx="2" fill="#f4efe6"/>
    <circle cx="140" cy="84" r="15" fill="#e4473d"/>
    <circle cx="134" cy="79" r="4" fill="#ff8a80" opacity="0.7"/>
    <path d="M140 70 q2 -10 9 -12" stroke="#6b4226" stroke-width="3" fill="none" stroke-linecap="round"/>
    <path d="M143 66 q10 -8 18 -2 q-9 7 -18 2z" fill="#4caf50"/>
    <path d="M212 194 l18 -70 l34 8 l-18 70z" fill="#f6c453"/>
    <path d="M218 188 l14 -56 l24 6" stroke="#e0a92e" stroke-width="3" fill="none"/>`),

  // A laptop with a lit screen, a phone and a mouse.
  electronics: svg(`${backdrop('#e3eefc', '#c6dcf8')}
    <rect x="72" y="70" width="132" height="88" rx="7" fill="#2d3748"/>
    <rect x="80" y="78" width="116" height="72" rx="3" fill="#63b3ed"/>
    <path d="M80 150 l40 -40 l30 26 l20 -16 l26 22 v8z" fill="#4299e1"/>
    <circle cx="170" cy="96" r="9" fill="#fefcbf"/>
    <path d="M58 160 h160 l-10 16 h-140z" fill="#a0aec0"/>
    <rect x="118" y="160" width="40" height="5" rx="2" fill="#718096"/>
    <rect x="214" y="104" width="40" height="74" rx="7" fill="#1a202c"/>
    <rect x="219" y="112" width="30" height="56" rx="2" fill="#f687b3"/>
    <circle cx="234" cy="173" r="2.5" fill="#4a5568"/>
    <path d="M224 130 h20 M224 138 h14 M224 146 h18" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity="0.8"/>
    <rect x="44" y="170" width="20" height="28" rx="10" fill="#4a5568"/>
    <path d="M54 170 v9" stroke="#a0aec0" stroke-width="2"/>`),

  // An armchair next to a floor lamp and a little side table with a plant.
  furniture: svg(`${backdrop('#f3eadf', '#e6d2bb')}
    <rect x="64" y="96" width="108" height="62" rx="18" fill="#c0643f"/>
    <rect x="52" y="122" width="28" height="56" rx="12" fill="#a9522f"/>
    <rect x="156" y="122" width="28" height="56" rx="12" fill="#a9522f"/>
    <rect x="76" y="144" width="84" height="30" rx="10" fill="#d97b55"/>
    <rect x="64" y="176" width="8" height="18" rx="3" fill="#5c3a21"/>
    <rect x="164" y="176" width="8" height="18" rx="3" fill="#5c3a21"/>
    <rect x="229" y="78" width="5" height="112" fill="#4a4a4a"/>
    <ellipse cx="231" cy="192" rx="18" ry="5" fill="#4a4a4a"/>
    <path d="M209 80 l10 -36 h24 l10 36z" fill="#f6d365"/>
    <path d="M214 80 h34" stroke="#e4b93f" stroke-width="3"/>
    <rect x="186" y="160" width="30" height="6" rx="2" fill="#8b5e3c"/>
    <rect x="190" y="166" width="4" height="26" fill="#8b5e3c"/><rect x="208" y="166" width="4" height="26" fill="#8b5e3c"/>
    <path d="M194 160 h18 l-3 -14 h-12z" fill="#e07a5f"/>
    <path d="M203 146 q-10 -14 -2 -22 q6 10 2 22 q4 -14 14 -16 q0 12 -14 16" fill="#52a06a"/>`),

  // A T-shirt on a hanger, with a cap beside it.
  clothing: svg(`${backdrop('#f6e6f0', '#efc9dd')}
    <path d="M150 34 a9 9 0 1 1 9 9 q-9 0 -9 8" stroke="#6b7280" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M150 51 l-56 26 h112z" stroke="#6b7280" stroke-width="4" fill="none" stroke-linejoin="round"/>
    <path d="M124 72 q26 18 52 0 l44 22 l-16 32 l-20 -8 v70 h-68 v-70 l-20 8 l-16 -32z" fill="#5b8def"/>
    <path d="M124 72 q26 18 52 0 q-4 14 -26 14 q-22 0 -26 -14z" fill="#3f6fd1"/>
    <rect x="116" y="130" width="68" height="10" fill="#ffd166"/>
    <rect x="116" y="146" width="68" height="10" fill="#ffd166"/>
    <path d="M210 186 q0 -30 28 -30 q26 0 26 30z" fill="#ef476f"/>
    <path d="M206 186 h72 q0 8 -10 8 h-62z" fill="#c9365a"/>
    <circle cx="238" cy="156" r="3" fill="#c9365a"/>`),

  // An open cardboard box with odds and ends peeking out: a ball, a mug, a little star.
  miscellaneous: svg(`${backdrop('#e8f5e9', '#c8e6c9')}
    <circle cx="122" cy="106" r="24" fill="#ff9f1c"/>
    <path d="M98 106 h48 M122 82 q-14 24 0 48 M122 82 q14 24 0 48" stroke="#e07f00" stroke-width="3" fill="none"/>
    <rect x="150" y="86" width="34" height="38" rx="5" fill="#4ecdc4"/>
    <path d="M184 94 q14 0 14 12 q0 12 -14 12" stroke="#4ecdc4" stroke-width="6" fill="none"/>
    <path d="M196 60 l5 11 l12 1 l-9 8 l3 12 l-11 -7 l-11 7 l3 -12 l-9 -8 l12 -1z" fill="#ffd23f"/>
    <path d="M84 122 h132 v70 h-132z" fill="#c8935a"/>
    <path d="M84 122 l-24 -14 l-6 30 l30 4z" fill="#b07c45"/>
    <path d="M216 122 l24 -14 l6 30 l-30 4z" fill="#b07c45"/>
    <rect x="84" y="122" width="132" height="12" fill="#a8743f"/>
    <rect x="136" y="150" width="28" height="24" rx="3" fill="#efd3ad"/>`),

  // A red toolbox with a wrench and a screwdriver: repairs, tutoring, help of any kind.
  service: svg(`${backdrop('#fff4e0', '#ffe0a8')}
    <path d="M120 96 v-16 a8 8 0 0 1 8 -8 h44 a8 8 0 0 1 8 8 v16" stroke="#374151" stroke-width="8" fill="none"/>
    <rect x="64" y="96" width="172" height="94" rx="10" fill="#e63946"/>
    <rect x="64" y="96" width="172" height="26" rx="10" fill="#c62f3b"/>
    <rect x="136" y="114" width="28" height="16" rx="3" fill="#f1c453"/>
    <g transform="rotate(-35 110 60)">
      <rect x="104" y="30" width="12" height="62" rx="5" fill="#9ca3af"/>
      <path d="M96 30 a14 14 0 1 1 28 0 h-8 v-10 h-12 v10z" fill="#9ca3af"/>
    </g>
    <g transform="rotate(30 196 60)">
      <rect x="190" y="20" width="12" height="36" rx="4" fill="#f4a261"/>
      <rect x="194" y="56" width="4" height="40" fill="#6b7280"/>
    </g>`),

  // A bicycle with a key on a tag: things to borrow for a while.
  rental: svg(`${backdrop('#e6f4f1', '#bfe6de')}
    <circle cx="94" cy="150" r="34" fill="none" stroke="#264653" stroke-width="8"/>
    <circle cx="206" cy="150" r="34" fill="none" stroke="#264653" stroke-width="8"/>
    <circle cx="94" cy="150" r="4" fill="#264653"/><circle cx="206" cy="150" r="4" fill="#264653"/>
    <path d="M94 150 l38 -48 h58 l16 48 M132 102 l20 48 l38 -48 M94 150 h58" stroke="#2a9d8f" stroke-width="7" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M126 92 h22" stroke="#264653" stroke-width="8" stroke-linecap="round"/>
    <path d="M190 102 l-6 -20 h18" stroke="#264653" stroke-width="6" fill="none" stroke-linecap="round"/>
    <circle cx="152" cy="150" r="9" fill="none" stroke="#264653" stroke-width="4"/>
    <path d="M232 44 l16 4 l-4 30 l-26 -6z" fill="#f4a261"/>
    <circle cx="234" cy="52" r="3" fill="#e6f4f1"/>
    <path d="M234 52 q-20 -6 -30 6" stroke="#6b7280" stroke-width="2" fill="none"/>
    <circle cx="198" cy="66" r="9" fill="none" stroke="#e9c46a" stroke-width="5"/>
    <path d="M192 73 l-14 16 m4 -4 l5 5 m2 -9 l5 5" stroke="#e9c46a" stroke-width="5" stroke-linecap="round"/>`),
};

// Neutral mid-tones that read on white and near-black pages alike; scales to any box.
const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">
  <rect width="400" height="300" fill="#8b95a1"/>
  <rect x="128" y="92" width="144" height="116" rx="12" fill="none" stroke="#e5e9ee" stroke-width="8"/>
  <circle cx="238" cy="126" r="12" fill="#e5e9ee"/>
  <path d="M136 200 l40 -46 l28 30 l18 -18 l42 34z" fill="#e5e9ee"/>
  <path d="M120 222 l160 -144" stroke="#8b95a1" stroke-width="16" stroke-linecap="round"/>
  <path d="M120 222 l160 -144" stroke="#e5e9ee" stroke-width="8" stroke-linecap="round"/>
</svg>
`;

const outDir = path.join(root, 'web', 'public', 'categories');
fs.mkdirSync(outDir, { recursive: true });
for (const [name, source] of Object.entries(pictures)) {
  const file = path.join(outDir, `${name}.webp`);
  // Rendered at twice the density then brought down to size: smoother edges.
  await sharp(Buffer.from(source), { density: 144 }).resize(W, H).webp({ quality: 88, effort: 6 }).toFile(file);
  console.log(`wrote ${path.relative(root, file)}`);
}
fs.writeFileSync(path.join(root, 'web', 'public', 'placeholder-product.svg'), placeholder);
console.log('wrote web/public/placeholder-product.svg');
