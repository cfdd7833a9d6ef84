import type { ProductSummary } from '../../../shared/catalog/product.schema.js';

/**
 * Real shoppers' searches at an Indian electrical shop, each with what a good answer's first three
 * results are (a test on the listed product). Written against the seed catalog: English, trade
 * words, Hinglish and Devanagari, sizes and codes, model numbers, typos. Scored as precision at 3 by
 * search-golden-set.test.ts.
 */
export interface GoldenQuery {
  q: string;
  /** Why this is the right answer, in the trade's words. */
  why: string;
  relevant: (p: ProductSummary) => boolean;
}

const named = (pattern: RegExp) => (p: ProductSummary) => pattern.test(p.name);
const inSub =
  (...subs: string[]) =>
  (p: ProductSummary) =>
    subs.includes(p.subCategory);
const inCategory = (category: string) => (p: ProductSummary) => p.category === category;
const both =
  (...tests: ((p: ProductSummary) => boolean)[]) =>
  (p: ProductSummary) =>
    tests.every((test) => test(p));

export const goldenQueries: GoldenQuery[] = [
  // Plain product words
  { q: 'led bulb', why: 'LED bulbs', relevant: named(/LED Bulb/i) },
  { q: 'ceiling fan', why: 'ceiling fans, BLDC included', relevant: both(inCategory('fans'), named(/Ceiling Fan/i)) },
  { q: 'table fan', why: 'table fans', relevant: inSub('table') },
  { q: 'exhaust fan', why: 'exhaust fans', relevant: inSub('exhaust') },
  { q: 'bldc fan', why: 'BLDC fans', relevant: inSub('bldc') },
  { q: 'mcb', why: 'miniature circuit breakers', relevant: inSub('mcb') },
  { q: 'rccb', why: 'residual current breakers', relevant: inSub('rccb') },
  { q: 'house wire', why: 'house wires', relevant: inSub('house-wires') },
  { q: 'modular switch', why: 'modular switches', relevant: named(/Modular Switch/i) },
  { q: 'extension board', why: 'extension boards', relevant: inSub('extension-boards') },
  { q: 'flood light', why: 'flood lights', relevant: inSub('flood') },
  { q: 'panel light', why: 'panel lights', relevant: inSub('panel') },
  { q: 'smart bulb', why: 'smart bulbs', relevant: inSub('smart-bulbs') },
  { q: 'chandelier', why: 'chandeliers', relevant: inSub('chandeliers') },
  { q: 'door lock', why: 'door locks', relevant: inSub('door-locks', 'glass-door-locks') },
  { q: 'multimeter', why: 'multimeters', relevant: inSub('multimeters') },
  { q: 'screwdriver set', why: 'screwdriver sets', relevant: inSub('screwdriver-sets', 'insulated-screwdrivers') },
  { q: 'air cooler', why: 'coolers', relevant: inSub('personal-coolers', 'desert-coolers') },
  { q: 'fan heater', why: 'fan heaters, not fans', relevant: inSub('fan-heaters') },
  { q: 'cable ties', why: 'cable ties', relevant: inSub('cable-ties') },
  { q: 'junction box', why: 'junction boxes', relevant: inSub('junction-boxes') },
  { q: 'cctv camera', why: 'cameras', relevant: inSub('indoor-cameras', 'outdoor-cameras') },
  { q: 'lan cable', why: 'LAN cables', relevant: inSub('lan') },
  { q: 'fan regulator', why: 'a fan regulator', relevant: named(/Regulator/i) },
  // Brands with a kind
  { q: 'havells fan', why: 'Havells fans', relevant: both(inCategory('fans'), (p) => p.brand === 'Havells') },
  { q: 'philips bulb', why: 'Philips bulbs', relevant: both(named(/Bulb/i), named(/^Philips/)) },
  { q: 'polycab wire', why: 'Polycab wires and cables', relevant: both(inCategory('wiring'), (p) => p.brand === 'Polycab') },
  { q: 'schneider mcb', why: 'Schneider MCBs', relevant: both(inSub('mcb'), named(/Schneider/)) },
  { q: 'crompton fan', why: 'Crompton fans', relevant: both(inCategory('fans'), (p) => p.brand === 'Crompton') },
  { q: 'legrand switch', why: 'Legrand switches', relevant: both(inCategory('switches'), (p) => p.brand === 'Legrand') },
  { q: 'anchor roma', why: 'the Anchor Roma range', relevant: named(/Anchor Roma/i) },
  { q: 'taparia', why: 'Taparia tools', relevant: (p) => p.brand === 'Taparia' },
  // Sizes and codes in the query
  { q: '9w b22 bulb', why: '9 W B22 bulbs first', relevant: named(/9W.*B22|B22.*9W/i) },
  { q: '32a mcb', why: '32 A MCBs first', relevant: both(inSub('mcb'), named(/32A/)) },
  { q: '1200mm fan', why: '1200 mm sweep fans', relevant: named(/1200 mm/) },
  { q: '1200 mm ceiling fan', why: '1200 mm ceiling fans', relevant: named(/1200 mm/) },
  { q: '2.5 sq mm wire', why: '2.5 mm² wire first', relevant: named(/2\.5 sq mm/) },
  { q: '30ma rccb', why: '30 mA RCCBs', relevant: both(inSub('rccb'), named(/30 mA/)) },
  { q: '16a switch', why: '16 A switches and sockets', relevant: named(/16A/) },
  { q: '6a socket', why: '6 A sockets', relevant: both(named(/6A/), named(/Socket/i)) },
  { q: '15 l geyser', why: 'a 15-litre water heater', relevant: named(/15 L/) },
  { q: 'ip65 flood light', why: 'IP65 flood lights', relevant: inSub('flood') },
  { q: '40a rccb', why: '40 A RCCB', relevant: both(inSub('rccb'), named(/40A/)) },
  // Model numbers first
  { q: 'fluke 101', why: 'the Fluke 101', relevant: named(/Fluke 101/) },
  { q: 'km 108', why: 'the Kusam-Meco KM 108', relevant: named(/KM 108/) },
  { q: 'taparia 812', why: 'the Taparia 812 set', relevant: named(/812/) },
  { q: 'vg 400', why: 'the V-Guard VG 400', relevant: named(/VG 400/) },
  { q: 'ydg313', why: 'the Yale YDG 313, typed together', relevant: named(/YDG 313/) },
  { q: 'acti9', why: 'the Schneider Acti9 range', relevant: named(/Acti9/) },
  // Synonyms of the trade, both ways
  { q: 'water heater', why: 'geysers are water heaters', relevant: inCategory('appliances') },
  { q: 'geyser', why: 'water heaters are geysers', relevant: inSub('storage-geysers', 'instant-geysers') },
  { q: 'miniature circuit breaker', why: 'MCBs', relevant: inSub('mcb') },
  { q: 'elcb', why: 'ELCB is the old name of the RCCB', relevant: inSub('rccb') },
  { q: 'earth leakage breaker', why: 'RCCBs', relevant: inSub('rccb') },
  { q: 'cable', why: 'wires are cables', relevant: inCategory('wiring') },
  { q: 'switch board', why: 'switch boards are modular plates', relevant: inSub('plates') },
  { q: 'spike guard', why: 'a surge protector', relevant: inSub('spike-guards') },
  // Hinglish and Devanagari
  { q: 'pankha', why: 'pankha is a fan', relevant: inCategory('fans') },
  { q: 'पंखा', why: 'पंखा is a fan', relevant: inCategory('fans') },
  { q: 'छत का पंखा', why: 'a ceiling fan', relevant: both(inCategory('fans'), named(/Ceiling/i)) },
  { q: 'बल्ब', why: 'a bulb', relevant: named(/Bulb/i) },
  { q: 'तार', why: 'wire', relevant: inCategory('wiring') },
  { q: 'गीज़र', why: 'geyser', relevant: inCategory('appliances') },
  { q: 'कूलर', why: 'cooler', relevant: inSub('personal-coolers', 'desert-coolers') },
  { q: 'taar', why: 'wire', relevant: inCategory('wiring') },
  // Typos
  { q: 'ceilng fan', why: 'a letter missing', relevant: both(inCategory('fans'), named(/Ceiling/i)) },
  { q: 'swtich', why: 'two letters swapped', relevant: named(/Switch/i) },
  { q: 'philps bulb', why: 'a letter missing in the brand', relevant: both(named(/Bulb/i), named(/^Philips/)) },
  { q: 'chandelir', why: 'a letter missing', relevant: inSub('chandeliers') },
  { q: 'multimeeter', why: 'a letter doubled', relevant: inSub('multimeters') },
  { q: 'exaust fan', why: 'a letter missing', relevant: inSub('exhaust') },
  { q: 'geezer', why: 'the way it sounds', relevant: inCategory('appliances') },
  // Unfinished words (type-ahead)
  { q: 'phil', why: 'Philips, unfinished', relevant: named(/^Philips/) },
  { q: 'havel', why: 'Havells, unfinished', relevant: (p) => p.brand === 'Havells' },
];
