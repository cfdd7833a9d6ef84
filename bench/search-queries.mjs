// Realistic shopper searches for the long-tail search bench: two words each, built from what people
// type into an Indian electrical shop's search box (a brand and a kind of product, a size or rating
// and a kind, trade words, Hinglish), a fifth of them with a typo. Deterministic: the same list on
// every machine, so runs compare.

const brands = [
  'havells',
  'philips',
  'syska',
  'crompton',
  'wipro',
  'orient',
  'bajaj',
  'usha',
  'polycab',
  'finolex',
  'anchor',
  'legrand',
  'schneider',
  'goldmedal',
  'kei',
  'atomberg',
  'racold',
  'symphony',
  'taparia',
  'stanley',
  'bosch',
  'fluke',
  'hikvision',
  'qubo',
  'godrej',
  'belkin',
  'jainsons',
  'lt',
  'vguard',
  'aqara',
];
const kinds = [
  'bulb',
  'bulbs',
  'led',
  'fan',
  'fans',
  'mcb',
  'rccb',
  'rcbo',
  'wire',
  'wires',
  'cable',
  'switch',
  'switches',
  'socket',
  'sockets',
  'geyser',
  'heater',
  'cooler',
  'batten',
  'tubelight',
  'panel',
  'downlight',
  'floodlight',
  'chandelier',
  'strip',
  'regulator',
  'dimmer',
  'plate',
  'isolator',
  'stabilizer',
  'multimeter',
  'tester',
  'plier',
  'screwdriver',
  'conduit',
  'camera',
  'lock',
  'plug',
  'extension',
  'board',
  'radiator',
  'exhaust',
  'pedestal',
  'charger',
  'hub',
];
const modifiers = [
  'ceiling',
  'table',
  'wall',
  'outdoor',
  'smart',
  'led',
  'warm',
  'cool',
  'daylight',
  'modular',
  'bldc',
  'copper',
  'flexible',
  'house',
  'instant',
  'storage',
  'digital',
  'insulated',
  'round',
  'square',
  'recessed',
  'decorative',
  'glass',
  'touch',
  'wifi',
  'usb',
  'fr',
  'frls',
  'hrfr',
  'white',
  'black',
  'gold',
  'remote',
  'heavy',
  'double',
  'single',
  'pole',
  'curve',
  'waterproof',
  'ip65',
  'rgb',
  'pack',
  'combo',
  'premium',
  'cheap',
  'best',
  'energy',
  'saving',
  'silent',
  'high',
  'speed',
];
const sizes = [
  '9w',
  '12w',
  '15w',
  '18w',
  '20w',
  '5w',
  '7w',
  '10w',
  '50w',
  '100w',
  'b22',
  'e27',
  'e14',
  'gu10',
  '1200mm',
  '900mm',
  '400mm',
  '48in',
  '6a',
  '16a',
  '32a',
  '40a',
  '63a',
  '10a',
  '25a',
  '30ma',
  '100ma',
  '10ka',
  '1.5sqmm',
  '2.5sqmm',
  '4sqmm',
  '6sqmm',
  '1sqmm',
  '90m',
  '15l',
  '25l',
  '3l',
  '10l',
  '2000w',
  '6500k',
  '3000k',
  '4000k',
  '2p',
  '4p',
  '1p',
  'dp',
  'spn',
  '5star',
  '3star',
  '8m',
  '6m',
  '2m',
];
const trade = [
  'tube light',
  'led tube',
  'water heater',
  'miniature circuit',
  'circuit breaker',
  'earth leakage',
  'elcb',
  'switch board',
  'modular plate',
  'distribution board',
  'db box',
  'spike guard',
  'surge protector',
  'line tester',
  'wire stripper',
  'cable tie',
  'junction box',
  'pvc pipe',
  'casing capping',
  'ceiling rose',
  'holder',
  'bell push',
  'fan regulator',
  'air cooler',
  'room heater',
  'oil radiator',
  'night lamp',
  'street light',
  'gate light',
  'garden light',
  'cctv camera',
  'door lock',
  'smart plug',
  'lan cable',
  'coaxial cable',
  'solar cable',
  'house wire',
  'copper wire',
  'panel light',
  'cob light',
  'spot light',
  'track light',
];
const hinglish = [
  'pankha',
  'pankhe',
  'batti',
  'bijli',
  'taar',
  'tar',
  'balb',
  'lattu',
  'geezer',
  'kular',
  'svich',
  'button',
  'plug',
  'sasta',
  'accha',
  'chhat',
  'deewar',
  'diwar',
  'bada',
  'chota',
  'ghar',
  'bathroom',
  'kitchen',
  'rasoi',
  'bahar',
];
const devanagari = ['पंखा', 'बल्ब', 'बत्ती', 'तार', 'स्विच', 'गीज़र', 'कूलर', 'ट्यूबलाइट', 'एमसीबी', 'वायर', 'केबल', 'हीटर', 'लाइट', 'सॉकेट'];

/** Deterministic PRNG (mulberry32). */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One slip of the finger: a letter dropped, doubled, swapped with its neighbour or replaced by one next to it on the keyboard. */
function typo(word, next) {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return word;
  const i = 1 + Math.floor(next() * (word.length - 2));
  const near = { a: 's', e: 'r', i: 'o', o: 'i', u: 'y', s: 'a', l: 'k', n: 'm', r: 't', t: 'r', c: 'v', b: 'v', p: 'o', h: 'g', g: 'h', m: 'n' };
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, i) + word.slice(i + 1);
    case 1:
      return word.slice(0, i) + word[i] + word.slice(i);
    case 2:
      return word.slice(0, i - 1) + word[i] + word[i - 1] + word.slice(i + 1);
    default:
      return word.slice(0, i) + (near[word[i]] ?? 'e') + word.slice(i + 1);
  }
}

/**
 * At least `count` distinct two-word queries (some trade phrases and Devanagari words are single
 * words or fixed pairs), shuffled. About a fifth carry a typo in one word.
 */
export function searchQueries(count = 20_000, seed = 2026) {
  const next = random(seed);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const makers = [
    () => `${pick(brands)} ${pick(kinds)}`,
    () => `${pick(sizes)} ${pick(kinds)}`,
    () => `${pick(modifiers)} ${pick(kinds)}`,
    () => `${pick(kinds)} ${pick(sizes)}`,
    () => `${pick(brands)} ${pick(trade).split(' ')[0]}`,
    () => pick(trade),
    () => `${pick(hinglish)} ${pick(kinds)}`,
    () => `${pick(modifiers)} ${pick(hinglish)}`,
    () => `${pick(devanagari)} ${pick([...brands, ...sizes, ...modifiers])}`,
    () => `${pick(brands)} ${pick(sizes)}`,
  ];
  const queries = new Set();
  let attempts = 0;
  while (queries.size < count && attempts < count * 50) {
    attempts += 1;
    let query = pick(makers)();
    if (next() < 0.2) {
      const words = query.split(' ');
      const at = Math.floor(next() * words.length);
      words[at] = typo(words[at], next);
      query = words.join(' ');
    }
    queries.add(query);
  }
  return [...queries];
}
