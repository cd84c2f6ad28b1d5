import sharp from 'sharp';

// The demo listings' photos: flat SVG drawings of each item on a 400x300 canvas, rendered with sharp
// as scripts/make-category-images.mjs draws the category tiles, but square (800x800: the canvas
// centred with 50 units of backdrop above and below) because cards crop photos to a square. No text,
// no fonts, no outside assets. Every drawing keeps a margin of at least 24 px inside the picture, so
// the item is whole in a square card and in the detail carousel.

export type DemoPicture =
  | 'phone'
  | 'tv'
  | 'textbook'
  | 'paperback'
  | 'table'
  | 'jacket'
  | 'cycle'
  | 'tutoring'
  | 'calculator'
  | 'labCoat'
  | 'speaker';

/** Backdrop colours per view: a product's second and third photos are the same item in another light. */
const BACKDROPS: [string, string][] = [
  ['#eef2f7', '#dbe4f0'],
  ['#f6efe6', '#eadbc6'],
  ['#e9f3ee', '#d2e6da'],
];

const backdrop = ([bg, disc]: [string, string]) => `
  <rect y="-50" width="400" height="400" fill="${bg}"/>
  <circle cx="200" cy="140" r="118" fill="${disc}"/>
  <ellipse cx="200" cy="262" rx="150" ry="10" fill="#000" opacity="0.08"/>`;

const DRAWINGS: Record<DemoPicture, string> = {
  // A blue phone from the front, its back beside it with the two-lens camera.
  phone: `
    <rect x="120" y="40" width="104" height="212" rx="18" fill="#1f2937"/>
    <rect x="127" y="47" width="90" height="198" rx="13" fill="#60a5fa"/>
    <path d="M127 180 q45 -50 90 -10 v62 a13 13 0 0 1 -13 13 h-64 a13 13 0 0 1 -13 -13z" fill="#2563eb"/>
    <circle cx="190" cy="90" r="16" fill="#dbeafe" opacity="0.8"/>
    <rect x="152" y="52" width="40" height="10" rx="5" fill="#111827"/>
    <rect x="236" y="56" width="96" height="196" rx="18" fill="#3b82f6"/>
    <rect x="246" y="66" width="46" height="46" rx="12" fill="#1d4ed8"/>
    <circle cx="259" cy="79" r="9" fill="#111827"/><circle cx="259" cy="79" r="4" fill="#475569"/>
    <circle cx="279" cy="99" r="9" fill="#111827"/><circle cx="279" cy="99" r="4" fill="#475569"/>
    <circle cx="284" cy="74" r="3" fill="#fef3c7"/>
    <rect x="229" y="100" width="4" height="26" rx="2" fill="#1f2937"/>`,

  // A flat TV on its stand, a landscape on screen.
  tv: `
    <rect x="56" y="44" width="288" height="176" rx="8" fill="#111827"/>
    <rect x="64" y="52" width="272" height="158" rx="3" fill="#7dd3fc"/>
    <circle cx="286" cy="88" r="18" fill="#fde68a"/>
    <path d="M64 180 l62 -64 l44 42 l38 -30 l58 52 l40 -26 l30 22 v34 h-272z" fill="#16a34a"/>
    <path d="M64 196 q70 -22 136 -4 t136 -6 v24 h-272z" fill="#15803d"/>
    <rect x="190" y="220" width="20" height="22" fill="#374151"/>
    <rect x="140" y="240" width="120" height="10" rx="5" fill="#1f2937"/>
    <circle cx="200" cy="215" r="2" fill="#ef4444"/>`,

  // A thick maths textbook standing, an integral sign and a graph on its cover.
  textbook: `
    <path d="M118 44 h150 a8 8 0 0 1 8 8 v196 a8 8 0 0 1 -8 8 h-150z" fill="#c2410c"/>
    <rect x="104" y="44" width="22" height="212" rx="4" fill="#9a3412"/>
    <rect x="270" y="52" width="14" height="196" fill="#fef3c7"/>
    <path d="M272 60 v180 M277 60 v180 M282 60 v180" stroke="#e7d7b0" stroke-width="1"/>
    <rect x="140" y="66" width="112" height="14" rx="3" fill="#fed7aa"/>
    <rect x="140" y="88" width="76" height="10" rx="3" fill="#fdba74"/>
    <path d="M178 214 q-8 4 -10 -6 l16 -84 q4 -12 14 -6" stroke="#fff7ed" stroke-width="7" fill="none" stroke-linecap="round"/>
    <path d="M208 196 q14 -40 28 -20 t28 -30" stroke="#fde047" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M204 206 h60 M208 210 v-66" stroke="#fff7ed" stroke-width="3" stroke-linecap="round"/>`,

  // A paperback novel: desert dunes under a big sun, a leaning second copy behind.
  paperback: `
    <g transform="rotate(8 250 150)">
      <rect x="196" y="62" width="122" height="180" rx="4" fill="#b45309"/>
      <rect x="206" y="72" width="102" height="160" rx="2" fill="#f59e0b"/>
    </g>
    <rect x="112" y="50" width="136" height="204" rx="4" fill="#fbbf24"/>
    <rect x="112" y="50" width="10" height="204" fill="#d97706"/>
    <circle cx="192" cy="116" r="30" fill="#fff7ed"/>
    <path d="M122 196 q40 -40 76 -14 q30 -30 50 -6 v78 h-126z" fill="#d97706"/>
    <path d="M122 222 q50 -30 126 -8 v40 h-126z" fill="#b45309"/>
    <path d="M220 180 l4 -12 l4 12z" fill="#78350f"/>
    <rect x="140" y="66" width="88" height="10" rx="3" fill="#78350f"/>`,

  // A study table with a drawer and a lamp on it.
  table: `
    <rect x="64" y="128" width="272" height="16" rx="3" fill="#a16207"/>
    <rect x="64" y="140" width="272" height="6" fill="#854d0e"/>
    <rect x="76" y="146" width="12" height="108" fill="#854d0e"/>
    <rect x="312" y="146" width="12" height="108" fill="#854d0e"/>
    <rect x="208" y="146" width="104" height="44" fill="#ca8a04"/>
    <rect x="208" y="146" width="104" height="44" fill="none" stroke="#854d0e" stroke-width="3"/>
    <rect x="248" y="164" width="24" height="7" rx="3" fill="#422006"/>
    <rect x="96" y="120" width="40" height="8" rx="2" fill="#374151"/>
    <path d="M116 120 l18 -52 l30 20" stroke="#374151" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M150 76 l38 20 l-16 22 z" fill="#10b981"/>
    <rect x="220" y="104" width="64" height="24" rx="2" fill="#2563eb"/>
    <rect x="226" y="92" width="52" height="12" rx="2" fill="#dc2626"/>`,

  // A denim jacket: collar, buttons, two chest pockets.
  jacket: `
    <path d="M150 42 l50 24 l50 -24 l62 30 l26 150 l-40 8 l-14 -100 v124 h-168 v-124 l-14 100 l-40 -8 l26 -150z" fill="#3b82f6"/>
    <path d="M150 42 l50 24 l50 -24 l-14 48 l-36 -16 l-36 16z" fill="#1d4ed8"/>
    <path d="M200 66 v188" stroke="#1e40af" stroke-width="4"/>
    <circle cx="210" cy="104" r="4" fill="#fbbf24"/><circle cx="210" cy="144" r="4" fill="#fbbf24"/><circle cx="210" cy="184" r="4" fill="#fbbf24"/><circle cx="210" cy="224" r="4" fill="#fbbf24"/>
    <rect x="140" y="110" width="40" height="36" rx="4" fill="#2563eb" stroke="#1e40af" stroke-width="3"/>
    <rect x="220" y="110" width="40" height="36" rx="4" fill="#2563eb" stroke="#1e40af" stroke-width="3"/>
    <path d="M140 122 h40 M220 122 h40" stroke="#1e40af" stroke-width="3"/>
    <rect x="116" y="240" width="168" height="14" fill="#1e40af"/>
    <path d="M150 78 l0 170 M250 78 l0 170" stroke="#93c5fd" stroke-width="2" stroke-dasharray="4 5"/>`,

  // A bicycle, side on.
  cycle: `
    <circle cx="110" cy="196" r="56" fill="none" stroke="#111827" stroke-width="10"/>
    <circle cx="290" cy="196" r="56" fill="none" stroke="#111827" stroke-width="10"/>
    <circle cx="110" cy="196" r="5" fill="#6b7280"/><circle cx="290" cy="196" r="5" fill="#6b7280"/>
    <path d="M110 196 l64 -84 h100 l16 84 M174 112 l34 84 l66 -84 M110 196 h98" stroke="#16a34a" stroke-width="9" fill="none" stroke-linejoin="round" stroke-linecap="round"/>
    <path d="M274 112 l-10 -40 h28" stroke="#374151" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M174 112 l-8 -22" stroke="#374151" stroke-width="8" stroke-linecap="round"/>
    <rect x="142" y="80" width="50" height="12" rx="6" fill="#111827"/>
    <circle cx="208" cy="196" r="14" fill="none" stroke="#374151" stroke-width="5"/>
    <path d="M208 196 l12 18" stroke="#374151" stroke-width="6" stroke-linecap="round"/>`,

  // A laptop showing code: tutoring.
  tutoring: `
    <rect x="86" y="52" width="228" height="150" rx="10" fill="#1f2937"/>
    <rect x="98" y="64" width="204" height="126" rx="3" fill="#0f172a"/>
    <rect x="110" y="78" width="50" height="8" rx="4" fill="#a78bfa"/><rect x="166" y="78" width="70" height="8" rx="4" fill="#e2e8f0"/>
    <rect x="126" y="96" width="40" height="8" rx="4" fill="#38bdf8"/><rect x="172" y="96" width="90" height="8" rx="4" fill="#fbbf24"/>
    <rect x="126" y="114" width="70" height="8" rx="4" fill="#4ade80"/><rect x="202" y="114" width="40" height="8" rx="4" fill="#e2e8f0"/>
    <rect x="142" y="132" width="56" height="8" rx="4" fill="#f472b6"/><rect x="204" y="132" width="60" height="8" rx="4" fill="#38bdf8"/>
    <rect x="126" y="150" width="100" height="8" rx="4" fill="#a78bfa"/>
    <rect x="110" y="168" width="30" height="8" rx="4" fill="#e2e8f0"/>
    <path d="M60 204 h280 l-18 30 h-244z" fill="#9ca3af"/>
    <rect x="176" y="204" width="48" height="8" rx="3" fill="#6b7280"/>
    <rect x="286" y="26" width="76" height="40" rx="12" fill="#7c3aed"/>
    <path d="M310 36 l-10 10 l10 10 M338 36 l10 10 l-10 10 M328 34 l-8 24" stroke="#ffffff" stroke-width="4.5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,

  // A scientific calculator: display and a grid of keys.
  calculator: `
    <rect x="130" y="30" width="140" height="236" rx="16" fill="#1e293b"/>
    <rect x="146" y="48" width="108" height="44" rx="5" fill="#bef264"/>
    <rect x="176" y="70" width="66" height="12" rx="2" fill="#365314" opacity="0.75"/>
    <rect x="152" y="56" width="30" height="6" rx="2" fill="#365314" opacity="0.5"/>
    ${[0, 1, 2, 3, 4, 5]
      .map((row) =>
        [0, 1, 2, 3]
          .map((col) => {
            const fill = row === 0 ? '#64748b' : col === 3 ? '#f97316' : row === 5 && col === 0 ? '#ef4444' : '#e2e8f0';
            return `<rect x="${148 + col * 27}" y="${106 + row * 25}" width="20" height="16" rx="4" fill="${fill}"/>`;
          })
          .join(''),
      )
      .join('')}`,

  // A white lab coat on a hanger, a drafter leaning beside it.
  labCoat: `
    <path d="M180 36 a10 10 0 1 1 10 10 q-10 0 -10 8" stroke="#6b7280" stroke-width="4" fill="none" stroke-linecap="round"/>
    <path d="M180 54 l-62 26 h124z" stroke="#6b7280" stroke-width="4" fill="none" stroke-linejoin="round"/>
    <path d="M150 70 l30 16 l30 -16 l52 26 l18 128 l-30 6 l-12 -84 v118 h-116 v-118 l-12 84 l-30 -6 l18 -128z" fill="#ffffff" stroke="#cbd5e1" stroke-width="3" stroke-linejoin="round"/>
    <path d="M150 70 l30 16 l-12 60 z M210 70 l-30 16 l12 60 z" fill="#e2e8f0" stroke="#cbd5e1" stroke-width="2"/>
    <path d="M180 146 v108" stroke="#cbd5e1" stroke-width="3"/>
    <circle cx="186" cy="170" r="3.5" fill="#94a3b8"/><circle cx="186" cy="200" r="3.5" fill="#94a3b8"/><circle cx="186" cy="230" r="3.5" fill="#94a3b8"/>
    <rect x="140" y="196" width="30" height="26" rx="3" fill="#f1f5f9" stroke="#cbd5e1" stroke-width="2"/>
    <rect x="150" y="186" width="4" height="18" rx="2" fill="#0ea5e9"/>
    <g transform="rotate(12 320 150)">
      <rect x="306" y="40" width="14" height="212" rx="3" fill="#0ea5e9"/>
      <rect x="280" y="40" width="66" height="16" rx="3" fill="#0284c7"/>
      <path d="M310 70 v170 M314 70 v170" stroke="#e0f2fe" stroke-width="1"/>
    </g>`,

  // A small round-ended portable speaker with its grille, buttons on top and a loop at one end.
  speaker: `
    <path d="M86 130 q-30 -6 -30 24 q0 30 30 24" stroke="#9f1239" stroke-width="9" fill="none" stroke-linecap="round"/>
    <rect x="80" y="80" width="240" height="150" rx="60" fill="#e11d48"/>
    <rect x="104" y="100" width="192" height="110" rx="48" fill="#be123c"/>
    ${Array.from({ length: 7 }, (_, i) => Array.from({ length: 4 }, (_, j) => `<circle cx="${134 + i * 22}" cy="${122 + j * 22}" r="4" fill="#881337"/>`).join('')).join('')}
    <rect x="170" y="236" width="60" height="10" rx="5" fill="#9f1239"/>
    <rect x="164" y="70" width="28" height="12" rx="4" fill="#9f1239"/>
    <rect x="208" y="70" width="28" height="12" rx="4" fill="#9f1239"/>`,
};

/** One view (0, 1, 2…) of an item as an 800x800 PNG; later views tilt the item and change the light. */
export function drawDemoPicture(item: DemoPicture, view = 0): Promise<Buffer> {
  const tilt = [0, -5, 5][view % 3];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 -50 400 400">
    ${backdrop(BACKDROPS[view % BACKDROPS.length])}
    <g transform="rotate(${tilt} 200 150) translate(200 150) scale(${view ? 0.92 : 1}) translate(-200 -150)">${DRAWINGS[item]}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export const DEMO_PICTURES = Object.keys(DRAWINGS) as DemoPicture[];
