/**
 * Units staff write in specifications, each with the dimension it measures and its size in that
 * dimension's reference unit. An attribute stores its numbers in its own unit (`W`, `mm`, `kA`…),
 * so a value is converted reference → attribute unit: "1.2 kW" is 1200 in `W`, "48 in" 1219.2 in `mm`.
 */
export type Dimension =
  'power' | 'flux' | 'temperature' | 'area' | 'length' | 'current' | 'voltage' | 'airflow' | 'speed' | 'volume' | 'angle' | 'stars' | 'count' | 'pressure';

interface UnitDefinition {
  dimension: Dimension;
  /** Size in the dimension's reference unit (the one with factor 1). */
  factor: number;
  /** Spellings, lower-case, without spaces or dots (the parser drops those before looking up). */
  spellings: string[];
}

const units: Record<string, UnitDefinition> = {
  W: { dimension: 'power', factor: 1, spellings: ['w', 'watt', 'watts'] },
  kW: { dimension: 'power', factor: 1000, spellings: ['kw', 'kilowatt', 'kilowatts'] },
  lm: { dimension: 'flux', factor: 1, spellings: ['lm', 'lumen', 'lumens'] },
  K: { dimension: 'temperature', factor: 1, spellings: ['k', 'kelvin'] },
  'mm²': { dimension: 'area', factor: 1, spellings: ['sqmm', 'mm²', 'mm2', 'sqmm²', 'squaremm'] },
  mm: { dimension: 'length', factor: 1, spellings: ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'] },
  cm: { dimension: 'length', factor: 10, spellings: ['cm', 'centimetre', 'centimetres'] },
  m: { dimension: 'length', factor: 1000, spellings: ['m', 'metre', 'metres', 'meter', 'meters', 'mtr', 'mtrs'] },
  in: { dimension: 'length', factor: 25.4, spellings: ['in', 'inch', 'inches', '"', '″'] },
  ft: { dimension: 'length', factor: 304.8, spellings: ['ft', 'feet', 'foot', "'", '′'] },
  A: { dimension: 'current', factor: 1, spellings: ['a', 'amp', 'amps', 'ampere', 'amperes'] },
  mA: { dimension: 'current', factor: 0.001, spellings: ['ma', 'milliamp', 'milliamps'] },
  kA: { dimension: 'current', factor: 1000, spellings: ['ka', 'kiloamp', 'kiloamps'] },
  V: { dimension: 'voltage', factor: 1, spellings: ['v', 'volt', 'volts', 'vac', 'vdc'] },
  kV: { dimension: 'voltage', factor: 1000, spellings: ['kv', 'kilovolt', 'kilovolts'] },
  'm³/min': { dimension: 'airflow', factor: 1, spellings: ['cmm', 'm³/min', 'm3/min', 'cum/min'] },
  'm³/h': { dimension: 'airflow', factor: 1 / 60, spellings: ['m³/h', 'm3/h', 'm³/hr', 'm3/hr', 'cmh'] },
  cfm: { dimension: 'airflow', factor: 0.0283168, spellings: ['cfm'] },
  rpm: { dimension: 'speed', factor: 1, spellings: ['rpm', 'r/min'] },
  L: { dimension: 'volume', factor: 1, spellings: ['l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'ltrs'] },
  ml: { dimension: 'volume', factor: 0.001, spellings: ['ml'] },
  '°': { dimension: 'angle', factor: 1, spellings: ['°', 'deg', 'degree', 'degrees'] },
  star: { dimension: 'stars', factor: 1, spellings: ['star', 'stars', '★'] },
  bar: { dimension: 'pressure', factor: 1, spellings: ['bar'] },
  M: { dimension: 'count', factor: 1, spellings: ['module', 'modules'] },
};

export type UnitSymbol = keyof typeof units;

const bySpelling = new Map<string, UnitDefinition>();
for (const definition of Object.values(units)) for (const spelling of definition.spellings) bySpelling.set(spelling, definition);

export function unitDefinition(symbol: string): UnitDefinition | undefined {
  return units[symbol];
}

/** The unit a written token names ("kW", "sq. mm", "Watts"), or undefined. */
export function unitForSpelling(token: string): UnitDefinition | undefined {
  return bySpelling.get(token.toLowerCase().replace(/[\s.]/g, ''));
}
