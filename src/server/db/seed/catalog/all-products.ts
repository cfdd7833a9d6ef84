import type { SeedProduct } from '../catalog-types.js';
import { accessoriesProducts } from './products-accessories.js';
import { appliancesProducts } from './products-appliances.js';
import { automationProducts } from './products-automation.js';
import { fansProducts } from './products-fans.js';
import { lightingProducts } from './products-lighting.js';
import { plugsProducts } from './products-plugs.js';
import { protectionProducts } from './products-protection.js';
import { switchesProducts } from './products-switches.js';
import { toolsProducts } from './products-tools.js';
import { wiringProducts } from './products-wiring.js';

/** Category order, so listings without a sort still follow the category strip. */
export const seedProducts: SeedProduct[] = [
  ...lightingProducts,
  ...switchesProducts,
  ...wiringProducts,
  ...fansProducts,
  ...appliancesProducts,
  ...automationProducts,
  ...plugsProducts,
  ...protectionProducts,
  ...toolsProducts,
  ...accessoriesProducts,
];
