/**
 * Where a pincode lies as seen from the shop's dispatch pincode. A pincode missing from the courier's
 * serviceability list gets its zone's rule; the first zone that matches wins, in this order.
 */
export const deliveryZones = ['same-city', 'same-state', 'metro', 'north-east-jk', 'rest-of-india'] as const;
export type DeliveryZone = (typeof deliveryZones)[number];

export const deliveryZoneLabels: Record<DeliveryZone, string> = {
  'same-city': 'Same city',
  'same-state': 'Same state',
  metro: 'Metro cities',
  'north-east-jk': 'North-East, Jammu & Kashmir and Ladakh',
  'rest-of-india': 'Rest of India',
};

/** Districts of the pincode directory that couriers price as metros (Delhi counts whole). */
const metroDistricts = new Set(['Mumbai', 'Kolkata', 'Chennai', 'Bangalore', 'Hyderabad', 'Pune', 'Ahmedabad']);

/** Couriers serve these states with longer transit times and their own rates. */
const northEastAndJk = new Set([
  'Arunachal Pradesh',
  'Assam',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Sikkim',
  'Tripura',
  'Jammu and Kashmir',
  'Ladakh',
]);

export interface PlaceInDirectory {
  district: string;
  state: string;
}

export function zoneOf(origin: PlaceInDirectory | null, place: PlaceInDirectory): DeliveryZone {
  if (origin && origin.state === place.state && origin.district === place.district) return 'same-city';
  if (origin && origin.state === place.state) return 'same-state';
  if (place.state === 'Delhi' || metroDistricts.has(place.district)) return 'metro';
  if (northEastAndJk.has(place.state)) return 'north-east-jk';
  return 'rest-of-india';
}
