// Listing text with Zipf-like word frequencies: a few words are in many rows, most are rare, as in
// real listings. Words are drawn from one ranked vocabulary (rank r has weight 1/r); "book" sits at
// the rank that puts it in about 5% of rows, and the long tail of made-up words gives terms that
// only a handful of rows contain. Everything comes from a seeded generator: one size, one text.

/** mulberry32: small, fast, good enough to make text. */
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const COMMON_TERM = 'book';
/** The share of rows the common term should be in. */
const COMMON_SHARE = 0.05;
const VOCABULARY_SIZE = 20_000;

// Real words first (roughly most to least frequent in listings), then made-up ones for the tail.
// No other word starts with "book", so the prefix search for it finds exactly its rows.
const REAL = `
the and with for in of a to is it on good condition used new very only one all at from by or
like two this sale price used like months year old works fine perfect original box charger
black white blue red green grey brown silver pink yellow small large medium size inch cm
phone laptop table chair bed mattress cycle jacket shirt shoes bag bottle lamp fan cooler
kettle desk shelf cupboard mirror curtain pillow blanket headphones earphones speaker mouse
keyboard monitor cable adapter calculator notes guide edition volume set pack pair kit
mathematics physics chemistry biology engineering programming python java electronics circuits
mechanics thermodynamics economics accounting statistics algebra calculus drawing drafter
coat lab apron hostel block room library canteen gate campus delivery pickup cash upi negotiable
urgent cheap best quality brand warranty bill receipt scratches clean washed ironed folded
samsung apple xiaomi lenovo dell hp asus boat jbl sony casio hero nike puma adidas levis
semester first second third final exam prep question papers solved solutions handwritten
printed hardcover paperback novel fiction story poems dictionary atlas magazine comics
guitar keyboard violin flute cricket bat ball football racket shuttle gym dumbbells yoga mat
rent monthly weekly daily service tutoring classes lessons repair typing editing design photo
room sharing flat bike scooter helmet lock stand rack hanger bucket iron stove induction cooker
`;

function syllableWords(rand, count, taken) {
  const onsets = [
    'b',
    'd',
    'f',
    'g',
    'k',
    'l',
    'm',
    'n',
    'p',
    'r',
    's',
    't',
    'v',
    'z',
    'br',
    'kl',
    'st',
    'tr',
    'sh',
    'ch',
    'gr',
    'pl',
  ];
  const vowels = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou', 'ee'];
  const codas = ['', '', 'n', 'r', 'l', 'x', 'sk', 'nd', 'm', 't'];
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const out = [];
  while (out.length < count) {
    const syllables = 2 + Math.floor(rand() * 3);
    let w = '';
    for (let i = 0; i < syllables; i++) w += pick(onsets) + pick(vowels);
    w += pick(codas);
    if (taken.has(w) || w.startsWith(COMMON_TERM)) continue;
    taken.add(w);
    out.push(w);
  }
  return out;
}

/**
 * The ranked vocabulary and its cumulative weights. `meanTokens` is the average number of words of
 * a row, which decides the rank where the common term is in COMMON_SHARE of rows.
 */
export function vocabulary(meanTokens) {
  const rand = rng(42);
  const real = [...new Set(REAL.split(/\s+/).filter(Boolean))].filter((w) => !w.startsWith(COMMON_TERM));
  const taken = new Set(real);
  const words = [...real, ...syllableWords(rand, VOCABULARY_SIZE - real.length - 1, taken)];
  const harmonic = Array.from({ length: VOCABULARY_SIZE }, (_, i) => 1 / (i + 1)).reduce((a, b) => a + b, 0);
  // P(a row has the word) = 1 - (1 - p)^meanTokens, with p = 1 / (rank * H).
  const perToken = 1 - (1 - COMMON_SHARE) ** (1 / meanTokens);
  const rank = Math.max(1, Math.round(1 / (perToken * harmonic)));
  words.splice(rank - 1, 0, COMMON_TERM);
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let i = 0; i < words.length; i++) cumulative[i] = sum += 1 / (i + 1);
  for (let i = 0; i < words.length; i++) cumulative[i] /= sum;
  return { words, cumulative };
}

/** A word drawn by rank weight (binary search over the cumulative weights). */
export function drawWord(vocab, rand) {
  const x = rand();
  const c = vocab.cumulative;
  let lo = 0;
  let hi = c.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (c[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return vocab.words[lo];
}

/** Title: 3 to 8 words, capitalised; 120 characters at most (the app's limit). */
export function title(vocab, rand) {
  const n = 3 + Math.floor(rand() * 6);
  const words = [];
  for (let i = 0; i < n; i++) words.push(drawWord(vocab, rand));
  const t = words.join(' ');
  return (t[0].toUpperCase() + t.slice(1)).slice(0, 120);
}

/** Description: 10 to 60 words in short sentences. */
export function description(vocab, rand) {
  const n = 10 + Math.floor(rand() * 51);
  let out = '';
  let sentence = 0;
  for (let i = 0; i < n; i++) {
    let w = drawWord(vocab, rand);
    if (sentence === 0) w = w[0].toUpperCase() + w.slice(1);
    out += (i ? ' ' : '') + w;
    sentence++;
    if (sentence > 4 && rand() < 0.2) {
      out += rand() < 0.8 ? '.' : ',';
      if (out.endsWith('.')) sentence = 0;
    }
  }
  return out.endsWith('.') ? out : `${out}.`;
}

/** Average words a row has: title (3 to 8) plus description (10 to 60). */
export const MEAN_TOKENS = 5.5 + 35;
