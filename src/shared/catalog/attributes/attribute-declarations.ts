/**
 * What each category's products are described by, as typed attributes: the key filters use in
 * URLs (`f.base=B22`, `r.wattage=5..12`), the label shoppers see, which specification rows
 * (as staff label them) carry the value, and for numbers the unit they are kept in and the bucket
 * edges the facets count. Declared in code, beside the parser they depend on (ADR 24).
 */

export type EnumParser = 'lamp-base' | 'ip' | 'poles' | 'curve' | 'insulation' | 'as-written';

interface AttributeBase {
  /** URL and storage key: lower camel case, the same meaning wherever two categories share it. */
  key: string;
  label: string;
  /** Specification rows it is read from, first present wins ("MCB Rating" or "Rating"). */
  specKeys: string[];
  /** Shown as a facet and accepted as a filter. */
  filter: boolean;
  /** Position among the category's facets and, later, compare rows. */
  order: number;
}

export interface NumberAttribute extends AttributeBase {
  kind: 'number';
  /** Unit values are stored, filtered and shown in (a symbol of units.ts). */
  unit: string;
  /** Ascending bucket edges: bucket i holds [edges[i], edges[i+1]), the last one is open. */
  buckets: number[];
}
export interface EnumAttribute extends AttributeBase {
  kind: 'enum';
  parser: EnumParser;
}
export interface BoolAttribute extends AttributeBase {
  kind: 'bool';
}
export interface TextAttribute extends AttributeBase {
  kind: 'text';
}
export type AttributeDeclaration = NumberAttribute | EnumAttribute | BoolAttribute | TextAttribute;

const ip = (order: number): EnumAttribute => ({ key: 'ip', label: 'IP rating', kind: 'enum', parser: 'ip', specKeys: ['IP Rating'], filter: true, order });
const current = (order: number, specKeys: string[]): NumberAttribute => ({
  key: 'current',
  label: 'Current rating',
  kind: 'number',
  unit: 'A',
  specKeys,
  filter: true,
  order,
  buckets: [0, 6, 10, 16, 25, 32, 40, 63],
});
const stars = (order: number): NumberAttribute => ({
  key: 'stars',
  label: 'BEE star rating',
  kind: 'number',
  unit: 'star',
  specKeys: ['BEE Star Rating'],
  filter: true,
  order,
  buckets: [1, 2, 3, 4, 5],
});
const power = (order: number, buckets: number[]): NumberAttribute => ({
  key: 'power',
  label: 'Power',
  kind: 'number',
  unit: 'W',
  specKeys: ['Power'],
  filter: true,
  order,
  buckets,
});
const modules = (order: number): NumberAttribute => ({
  key: 'modules',
  label: 'Modules',
  kind: 'number',
  unit: 'M',
  specKeys: ['Modules'],
  filter: true,
  order,
  buckets: [1, 2, 3, 4, 6, 8, 12],
});

/** Keyed by top-level category slug; a category without an entry has brand and rating facets only. */
export const categoryAttributes: Record<string, AttributeDeclaration[]> = {
  lighting: [
    { key: 'wattage', label: 'Wattage', kind: 'number', unit: 'W', specKeys: ['Wattage'], filter: true, order: 1, buckets: [0, 5, 10, 15, 20, 30, 50, 100] },
    { key: 'lumens', label: 'Brightness', kind: 'number', unit: 'lm', specKeys: ['Lumens'], filter: true, order: 2, buckets: [0, 500, 1000, 1500, 2000, 5000] },
    {
      key: 'cct',
      label: 'Colour temperature',
      kind: 'number',
      unit: 'K',
      specKeys: ['Colour Temperature'],
      filter: true,
      order: 3,
      buckets: [0, 3500, 5000, 6000],
    },
    { key: 'base', label: 'Base', kind: 'enum', parser: 'lamp-base', specKeys: ['Base'], filter: true, order: 4 },
    ip(5),
    { key: 'beamAngle', label: 'Beam angle', kind: 'number', unit: '°', specKeys: ['Beam Angle'], filter: false, order: 6, buckets: [0, 60, 90, 120] },
  ],
  fans: [
    { key: 'sweep', label: 'Sweep', kind: 'number', unit: 'mm', specKeys: ['Sweep Size'], filter: true, order: 1, buckets: [0, 300, 600, 900, 1200, 1400] },
    {
      key: 'airDelivery',
      label: 'Air delivery',
      kind: 'number',
      unit: 'm³/min',
      specKeys: ['Air Delivery'],
      filter: true,
      order: 2,
      buckets: [0, 50, 100, 200, 250],
    },
    stars(3),
    { key: 'speed', label: 'Speed', kind: 'number', unit: 'rpm', specKeys: ['RPM'], filter: true, order: 4, buckets: [0, 400, 1000, 2000] },
    power(5, [0, 30, 50, 75, 100]),
  ],
  wiring: [
    {
      key: 'crossSection',
      label: 'Cross-section',
      kind: 'number',
      unit: 'mm²',
      specKeys: ['Cable Size'],
      filter: true,
      order: 1,
      buckets: [0, 1, 1.5, 2.5, 4, 6, 10],
    },
    { key: 'length', label: 'Length', kind: 'number', unit: 'm', specKeys: ['Length'], filter: true, order: 2, buckets: [0, 50, 100, 200, 500] },
    { key: 'insulation', label: 'Insulation', kind: 'enum', parser: 'insulation', specKeys: ['Insulation'], filter: true, order: 3 },
    { key: 'voltageGrade', label: 'Voltage grade', kind: 'number', unit: 'V', specKeys: ['Voltage Grade'], filter: true, order: 4, buckets: [0, 1100] },
  ],
  protection: [
    current(1, ['MCB Rating', 'Rating']),
    { key: 'poles', label: 'Poles', kind: 'enum', parser: 'poles', specKeys: ['Poles'], filter: true, order: 2 },
    { key: 'curve', label: 'Tripping curve', kind: 'enum', parser: 'curve', specKeys: ['MCB Rating', 'Rating'], filter: true, order: 3 },
    {
      key: 'breakingCapacity',
      label: 'Breaking capacity',
      kind: 'number',
      unit: 'kA',
      specKeys: ['Breaking Capacity'],
      filter: true,
      order: 4,
      buckets: [0, 6, 10, 25],
    },
    { key: 'sensitivity', label: 'Sensitivity', kind: 'number', unit: 'mA', specKeys: ['Sensitivity'], filter: true, order: 5, buckets: [0, 30, 100, 300] },
    ip(6),
  ],
  switches: [
    current(1, ['Rating']),
    modules(2),
    { key: 'type', label: 'Type', kind: 'enum', parser: 'as-written', specKeys: ['Type'], filter: true, order: 3 },
  ],
  plugs: [
    current(1, ['Rating']),
    modules(2),
    { key: 'safetyShutter', label: 'Safety shutter', kind: 'bool', specKeys: ['Safety Shutter'], filter: true, order: 3 },
  ],
  appliances: [
    { key: 'capacity', label: 'Capacity', kind: 'number', unit: 'L', specKeys: ['Capacity'], filter: true, order: 1, buckets: [0, 10, 25, 50, 100] },
    power(2, [0, 500, 1000, 2000, 3000]),
    stars(3),
  ],
  automation: [ip(1), { key: 'connectivity', label: 'Connectivity', kind: 'text', specKeys: ['Connectivity'], filter: false, order: 2 }],
  accessories: [ip(1)],
};

export function attributesOf(category: string | undefined): AttributeDeclaration[] {
  return category ? (categoryAttributes[category] ?? []) : [];
}

/** Every declared key with its first declaration: filters on /shop (no category) accept any of them. */
export function anyCategoryAttribute(key: string): AttributeDeclaration | undefined {
  for (const list of Object.values(categoryAttributes)) {
    const found = list.find((a) => a.key === key);
    if (found) return found;
  }
  return undefined;
}
