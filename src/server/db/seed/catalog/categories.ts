import type { SeedCategory } from '../catalog-types.js';

/**
 * The ten top-level categories in strip order, with the spec's sub-menu group titles. Every item
 * path is `{slug}/{sub}` and is backed by at least one product (catalog-data.test.ts checks it), so
 * no sub-menu link opens an empty page.
 */
export const seedCategories: SeedCategory[] = [
  {
    slug: 'lighting',
    name: 'Lighting',
    description: 'LED bulbs, ceiling and panel lights, flood lights, smart lighting and chandeliers for every room and outdoor space.',
    art: 'led-bulb',
    submenuGroups: [
      {
        title: 'Indoor',
        items: [
          { name: 'LED Bulbs', path: 'lighting/led-bulbs' },
          { name: 'Ceiling Lights', path: 'lighting/ceiling' },
          { name: 'Panel Lights', path: 'lighting/panel' },
        ],
      },
      {
        title: 'Outdoor',
        items: [
          { name: 'Flood Lights', path: 'lighting/flood' },
          { name: 'Outdoor Wall Lights', path: 'lighting/outdoor-wall' },
        ],
      },
      {
        title: 'Smart',
        items: [
          { name: 'Smart Bulbs', path: 'lighting/smart-bulbs' },
          { name: 'LED Strip Lights', path: 'lighting/strip' },
        ],
      },
      {
        title: 'Decorative',
        items: [
          { name: 'Chandeliers', path: 'lighting/chandeliers' },
          { name: 'Wall Lights', path: 'lighting/wall' },
        ],
      },
    ],
  },
  {
    slug: 'switches',
    name: 'Switches',
    description: 'Modular switches, cover plates, fan regulators and touch panels from trusted Indian switchgear brands.',
    art: 'switch-plate',
    submenuGroups: [
      {
        title: 'By Type',
        items: [
          { name: 'Modular Switches', path: 'switches/modular' },
          { name: 'Cover Plates', path: 'switches/plates' },
          { name: 'Dimmers', path: 'switches/dimmers' },
        ],
      },
      {
        title: 'By Brand',
        items: [
          { name: 'Anchor Roma', path: 'switches/anchor-roma' },
          { name: 'Legrand Myrius', path: 'switches/legrand-myrius' },
        ],
      },
      {
        title: 'By Features',
        items: [
          { name: 'Glass Touch Switches', path: 'switches/touch' },
          { name: 'Wi-Fi Smart Switches', path: 'switches/smart' },
        ],
      },
    ],
  },
  {
    slug: 'wiring',
    name: 'Wiring',
    description: 'Fire-retardant copper house wires, flexible cables and special LAN, coaxial and solar cables.',
    art: 'wire-coil',
    submenuGroups: [
      {
        title: 'House Wiring',
        items: [
          { name: 'House Wires', path: 'wiring/house-wires' },
          { name: 'Flexible Cables', path: 'wiring/flexible' },
        ],
      },
      {
        title: 'Special Cables',
        items: [
          { name: 'LAN Cables', path: 'wiring/lan' },
          { name: 'Coaxial Cables', path: 'wiring/coaxial' },
          { name: 'Solar Cables', path: 'wiring/solar' },
        ],
      },
    ],
  },
  {
    slug: 'fans',
    name: 'Fans',
    description: 'Ceiling, energy-saving BLDC, table, pedestal and exhaust fans built for Indian summers.',
    art: 'ceiling-fan',
    submenuGroups: [
      {
        title: 'Ceiling',
        items: [
          { name: 'Ceiling Fans', path: 'fans/ceiling' },
          { name: 'BLDC Fans', path: 'fans/bldc' },
        ],
      },
      {
        title: 'Table',
        items: [
          { name: 'Table Fans', path: 'fans/table' },
          { name: 'Pedestal Fans', path: 'fans/pedestal' },
        ],
      },
      {
        title: 'Exhaust',
        items: [
          { name: 'Exhaust Fans', path: 'fans/exhaust' },
          { name: 'Ventilation Fans', path: 'fans/ventilation' },
        ],
      },
    ],
  },
  {
    slug: 'appliances',
    name: 'Appliances',
    description: 'Storage and instant geysers, room heaters and air coolers for comfort in every season.',
    art: 'geyser',
    submenuGroups: [
      {
        title: 'Water Heaters',
        items: [
          { name: 'Storage Geysers', path: 'appliances/storage-geysers' },
          { name: 'Instant Geysers', path: 'appliances/instant-geysers' },
        ],
      },
      {
        title: 'Room Heaters',
        items: [
          { name: 'Fan Heaters', path: 'appliances/fan-heaters' },
          { name: 'Oil-Filled Radiators', path: 'appliances/oil-radiators' },
        ],
      },
      {
        title: 'Air Coolers',
        items: [
          { name: 'Desert Coolers', path: 'appliances/desert-coolers' },
          { name: 'Personal & Tower Coolers', path: 'appliances/personal-coolers' },
        ],
      },
    ],
  },
  {
    slug: 'automation',
    name: 'Automation',
    description: 'Smart hubs, Wi-Fi plugs, security cameras and digital door locks to automate and secure your home.',
    art: 'camera',
    submenuGroups: [
      {
        title: 'Smart Home Hub',
        items: [
          { name: 'Hubs & Bridges', path: 'automation/hubs' },
          { name: 'Smart Plugs', path: 'automation/smart-plugs' },
        ],
      },
      {
        title: 'Security Cameras',
        items: [
          { name: 'Indoor Cameras', path: 'automation/indoor-cameras' },
          { name: 'Outdoor Cameras', path: 'automation/outdoor-cameras' },
        ],
      },
      {
        title: 'Smart Locks',
        items: [
          { name: 'Door Locks', path: 'automation/door-locks' },
          { name: 'Glass Door Locks', path: 'automation/glass-door-locks' },
        ],
      },
    ],
  },
  {
    slug: 'plugs',
    name: 'Plugs',
    description: 'Wall sockets, extension boards, spike guards and USB charging outlets for home and office.',
    art: 'extension-board',
    submenuGroups: [
      {
        title: 'Wall Sockets',
        items: [
          { name: '6A Sockets', path: 'plugs/6a-sockets' },
          { name: '16A Power Sockets', path: 'plugs/16a-sockets' },
        ],
      },
      {
        title: 'Extension Boards',
        items: [
          { name: 'Extension Boards', path: 'plugs/extension-boards' },
          { name: 'Spike Guards', path: 'plugs/spike-guards' },
        ],
      },
      {
        title: 'USB Outlets',
        items: [
          { name: 'USB Charger Sockets', path: 'plugs/usb-sockets' },
          { name: 'Type-C Charger Sockets', path: 'plugs/type-c' },
        ],
      },
    ],
  },
  {
    slug: 'protection',
    name: 'Protection',
    description: 'MCBs, RCCBs, distribution boards and surge protection that keep your wiring and appliances safe.',
    art: 'mcb',
    submenuGroups: [
      {
        title: 'MCBs',
        items: [
          { name: 'Miniature Circuit Breakers', path: 'protection/mcb' },
          { name: 'Isolators', path: 'protection/isolators' },
          { name: 'Distribution Boards', path: 'protection/distribution-boards' },
        ],
      },
      {
        title: 'RCCBs',
        items: [
          { name: 'RCCBs', path: 'protection/rccb' },
          { name: 'RCBOs', path: 'protection/rcbo' },
        ],
      },
      {
        title: 'Surge Protectors',
        items: [
          { name: 'Surge Protection Devices', path: 'protection/spd' },
          { name: 'Voltage Stabilizers', path: 'protection/stabilizers' },
        ],
      },
    ],
  },
  {
    slug: 'tools',
    name: 'Tools',
    description: 'Screwdrivers, pliers, line testers and multimeters for electricians and weekend DIY work.',
    art: 'pliers',
    submenuGroups: [
      {
        title: 'Screwdrivers',
        items: [
          { name: 'Screwdriver Sets', path: 'tools/screwdriver-sets' },
          { name: 'Insulated Screwdrivers', path: 'tools/insulated-screwdrivers' },
        ],
      },
      {
        title: 'Pliers',
        items: [
          { name: 'Combination Pliers', path: 'tools/combination-pliers' },
          { name: 'Wire Strippers', path: 'tools/wire-strippers' },
        ],
      },
      {
        title: 'Testers',
        items: [
          { name: 'Line Testers', path: 'tools/line-testers' },
          { name: 'Multimeters', path: 'tools/multimeters' },
        ],
      },
    ],
  },
  {
    slug: 'accessories',
    name: 'Accessories',
    description: 'Cable ties, spiral wraps, conduits, junction boxes and back boxes for a neat and safe installation.',
    art: 'junction-box',
    submenuGroups: [
      {
        title: 'Cable Organizers',
        items: [
          { name: 'Cable Ties', path: 'accessories/cable-ties' },
          { name: 'Cable Clips', path: 'accessories/cable-clips' },
          { name: 'Spiral Wraps', path: 'accessories/spiral-wraps' },
        ],
      },
      {
        title: 'Conduits',
        items: [
          { name: 'PVC Conduit Pipes', path: 'accessories/pvc-conduits' },
          { name: 'Flexible Conduits', path: 'accessories/flexible-conduits' },
        ],
      },
      {
        title: 'Junction Boxes',
        items: [
          { name: 'Junction Boxes', path: 'accessories/junction-boxes' },
          { name: 'Modular Back Boxes', path: 'accessories/modular-boxes' },
        ],
      },
    ],
  },
];
