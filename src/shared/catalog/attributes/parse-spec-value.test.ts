import { describe, expect, it } from 'vitest';
import { parseCurve, parseInsulation, parseIpRating, parseLampBase, parsePoles, parseQuantity, parseYesNo } from './parse-spec-value.js';

describe('parseQuantity', () => {
  it.each<[string, string, number | null]>([
    ['9 W', 'W', 9],
    ['9W', 'W', 9],
    ['9w', 'W', 9],
    ['9 Watts', 'W', 9],
    ['1.2 kW', 'W', 1200],
    ['1.2kw', 'W', 1200],
    ['2000 W', 'W', 2000],
    ['6 W (2 × 3 W)', 'W', 6],
    ['Up to 100 W', 'W', 100],
    ['400 W incandescent, 100 W dimmable LED', 'W', 400],
    ['1800 lm', 'lm', 1800],
    ['1,800 lumens', 'lm', 1800],
    ['806lm', 'lm', 806],
    ['6500K (Cool Daylight)', 'K', 6500],
    ['3000 K', 'K', 3000],
    ['2000K–6500K, 16 million colours', 'K', 2000],
    ['2.5 sq mm', 'mm²', 2.5],
    ['2.5 sq. mm', 'mm²', 2.5],
    ['2.5 mm²', 'mm²', 2.5],
    ['2.5mm2', 'mm²', 2.5],
    ['2.5 sqmm', 'mm²', 2.5],
    ['3 core × 1.5 sq mm', 'mm²', 1.5],
    ['1200mm', 'mm', 1200],
    ['1200 mm', 'mm', 1200],
    ['48 in', 'mm', 1219.2],
    ['48"', 'mm', 1219.2],
    ['4 ft', 'mm', 1219.2],
    ['120 cm', 'mm', 1200],
    ['1.2 m', 'mm', 1200],
    ['Ø 180 mm', 'mm', 180],
    ['205 × 205 mm', 'mm', 205],
    ['90 m', 'm', 90],
    ['305 metres', 'm', 305],
    ['10kA', 'kA', 10],
    ['10 kA', 'kA', 10],
    ['40 kA (8/20 µs)', 'kA', 40],
    ['6000 A', 'kA', 6],
    ['30 mA', 'mA', 30],
    ['0.03 A', 'mA', 30],
    ['32A, C-curve', 'A', 32],
    ['16A, 240V AC', 'A', 16],
    ['6A per channel', 'A', 6],
    ['63 amps', 'A', 63],
    ['1100 V', 'V', 1100],
    ['1.1 kV', 'V', 1100],
    ['230 CMM', 'm³/min', 230],
    ['210 m³/min', 'm³/min', 210],
    ['1,600 m³/h', 'm³/min', 26.666667],
    ['570 m3/h', 'm³/min', 9.5],
    ['350', 'rpm', 350],
    ['2150 RPM', 'rpm', 2150],
    ['5 star', 'star', 5],
    ['5 Star', 'star', 5],
    ['4 stars', 'star', 4],
    ['15 L', 'L', 15],
    ['25 litres', 'L', 25],
    ['500 ml', 'L', 0.5],
    ['120°', '°', 120],
    ['8 M', 'M', 8],
    ['2 modules', 'M', 2],
    ['Up to 50 lights', 'L', null],
    ['nine watts', 'W', null],
    ['IP65', 'W', null],
    ['Cat6 UTP', 'mm', null],
    ['', 'W', null],
    ['12 V DC', 'W', null],
  ])('%s in %s → %s', (written, unit, expected) => {
    expect(parseQuantity(written, unit)).toBe(expected);
  });
});

describe('enum parsers', () => {
  it.each<[string, string | null]>([
    ['IP65', 'IP65'],
    ['ip 44', 'IP44'],
    ['IP20 (indoor)', 'IP20'],
    ['weatherproof', null],
  ])('IP rating %s → %s', (written, expected) => expect(parseIpRating(written)).toBe(expected));

  it.each<[string, string | null]>([
    ['2P', '2P'],
    ['2 (DP)', '2P'],
    ['DP', '2P'],
    ['1 (SP)', '1P'],
    ['1P+N', '1P+N'],
    ['SPN', '1P+N'],
    ['4', '4P'],
    ['TPN', '3P+N'],
    ['double pole', '2P'],
    ['many', null],
  ])('poles %s → %s', (written, expected) => expect(parsePoles(written)).toBe(expected));

  it.each<[string, string | null]>([
    ['32A, C-curve', 'C'],
    ['B curve', 'B'],
    ['Type D', 'D'],
    ['63A', null],
  ])('curve %s → %s', (written, expected) => expect(parseCurve(written)).toBe(expected));

  it.each<[string, string | null]>([
    ['B22', 'B22'],
    ['e27 screw', 'E27'],
    ['GU 10', 'GU10'],
    ['8 × E14', 'E14'],
    ['bayonet', null],
  ])('lamp base %s → %s', (written, expected) => expect(parseLampBase(written)).toBe(expected));

  it.each<[string, string | null]>([
    ['FR PVC', 'FR'],
    ['HRFR PVC', 'HRFR'],
    ['FR-LSH PVC', 'FRLS'],
    ['FRLS', 'FRLS'],
    ['HFFR', 'HFFR'],
    ['Electron-beam cross-linked, UV resistant', 'XLPE'],
    ['rubber', null],
  ])('insulation %s → %s', (written, expected) => expect(parseInsulation(written)).toBe(expected));

  it.each<[string, boolean | null]>([
    ['Yes', true],
    ['No', false],
    ['maybe', null],
  ])('yes/no %s → %s', (written, expected) => expect(parseYesNo(written)).toBe(expected));
});
