import { indianStates } from '../shopping/indian-states.js';

type IndianState = (typeof indianStates)[number];

/**
 * GST state codes (the first two digits of a GSTIN and of "place of supply"), as the GST portal lists
 * them. 25 (Daman and Diu) merged into 26 in 2020; 28 is the old undivided Andhra Pradesh.
 */
export const gstStateCodes: Readonly<Record<IndianState, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Union territories without a legislature levy UTGST instead of SGST (UTGST Act 2017, s. 2(2)). */
const utgstTerritories: ReadonlySet<string> = new Set([
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Lakshadweep',
  'Ladakh',
]);

export function isIndianState(name: string): name is IndianState {
  return (indianStates as readonly string[]).includes(name);
}

export function gstStateCode(state: string): string | null {
  return isIndianState(state) ? gstStateCodes[state] : null;
}

export function stateForGstCode(code: string): IndianState | null {
  const found = Object.entries(gstStateCodes).find(([, c]) => c === code);
  return found ? (found[0] as IndianState) : null;
}

export function levisUtgst(state: string): boolean {
  return utgstTerritories.has(state);
}
