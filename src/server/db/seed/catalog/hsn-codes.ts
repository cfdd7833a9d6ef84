/**
 * HSN codes of the hand-written catalog, by sub-category (every seed product of a sub-category is the
 * same kind of goods), and the default each category gives a new product. The same table is applied
 * to existing databases by the migration drizzle/0014_gst_seed_data.sql; keep the two in step.
 */
export const defaultHsnByCategory: Readonly<Record<string, string>> = {
  lighting: '9405',
  fans: '8414',
  switches: '8536',
  plugs: '8536',
  protection: '8536',
  wiring: '8544',
  appliances: '8516',
  automation: '8517',
  tools: '8205',
  accessories: '3926',
};

export const hsnBySubCategory: Readonly<Record<string, string>> = {
  // 8539: LED lamps (bulbs); 9405: luminaires and lighting fittings, LED strips and chandeliers.
  'led-bulbs': '8539',
  'smart-bulbs': '8539',
  ceiling: '9405',
  panel: '9405',
  flood: '9405',
  'outdoor-wall': '9405',
  wall: '9405',
  strip: '9405',
  chandeliers: '9405',
  // 8414: fans of every kind. ('ceiling' above is lighting's; fans use bldc/table/... or the category default.)
  bldc: '8414',
  table: '8414',
  pedestal: '8414',
  exhaust: '8414',
  ventilation: '8414',
  // 8536: switches, sockets, MCBs, RCCBs, isolators, surge devices; 8538: plates and boxes (parts); 8537: boards.
  modular: '8536',
  'legrand-myrius': '8536',
  'anchor-roma': '8536',
  dimmers: '8536',
  touch: '8536',
  smart: '8536',
  plates: '8538',
  '6a-sockets': '8536',
  '16a-sockets': '8536',
  'extension-boards': '8536',
  'spike-guards': '8536',
  'usb-sockets': '8504',
  'type-c': '8504',
  mcb: '8536',
  isolators: '8536',
  rccb: '8536',
  rcbo: '8536',
  spd: '8536',
  'distribution-boards': '8537',
  stabilizers: '8504',
  // 8544: insulated wire and cable of every kind.
  'house-wires': '8544',
  flexible: '8544',
  lan: '8544',
  coaxial: '8544',
  solar: '8544',
  // 8516: water heaters and room heaters; 8479: evaporative air coolers.
  'storage-geysers': '8516',
  'instant-geysers': '8516',
  'fan-heaters': '8516',
  'oil-radiators': '8516',
  'personal-coolers': '8479',
  'desert-coolers': '8479',
  // Smart home item by item: hubs 8517, smart plugs 8536, locks 8301, cameras 8525.
  hubs: '8517',
  'smart-plugs': '8536',
  'glass-door-locks': '8301',
  'door-locks': '8301',
  'indoor-cameras': '8525',
  'outdoor-cameras': '8525',
  // Tools: screwdrivers 8205, pliers and strippers 8203, testers and multimeters 9030.
  'screwdriver-sets': '8205',
  'insulated-screwdrivers': '8205',
  'combination-pliers': '8203',
  'wire-strippers': '8203',
  'line-testers': '9030',
  multimeters: '9030',
  // Accessories: plastic ties, clips, wraps and junction boxes 3926; conduits 3917; switch boxes 8538.
  'cable-ties': '3926',
  'cable-clips': '3926',
  'spiral-wraps': '3926',
  'junction-boxes': '3926',
  'pvc-conduits': '3917',
  'flexible-conduits': '3917',
  'modular-boxes': '8538',
};

/** A seed product's HSN: its sub-category's, else its category's default ('ceiling' is both a lamp and a fan). */
export function seedHsn(category: string, subCategory: string): string {
  if (category === 'fans') return '8414';
  return hsnBySubCategory[subCategory] ?? defaultHsnByCategory[category] ?? '';
}
