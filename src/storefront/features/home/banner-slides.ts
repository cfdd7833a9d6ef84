export interface BannerSlide {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
  to: string;
  /** Read after the visible 'Shop Now' so each of the three links has a distinct accessible name. */
  ctaContext: string;
  image: string;
  imageAlt: string;
  theme: 'lighting' | 'cooling' | 'smart';
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'lighting',
    eyebrow: 'Lighting',
    title: 'Light up every room, beautifully',
    subtitle: 'Energy-saving LED bulbs, panels and designer fixtures for homes, offices and outdoors.',
    to: '/categories/lighting',
    ctaContext: 'lighting',
    image: '/media/art/led-bulb-2.svg',
    imageAlt: 'Illustration of an LED bulb',
    theme: 'lighting',
  },
  {
    id: 'fans',
    eyebrow: 'Fans & Appliances',
    title: 'Stay cool, stay comfortable',
    subtitle: 'Star-rated ceiling fans, air coolers and water heaters from brands you trust.',
    to: '/categories/fans',
    ctaContext: 'fans and appliances',
    image: '/media/art/ceiling-fan-1.svg',
    imageAlt: 'Illustration of a ceiling fan',
    theme: 'cooling',
  },
  {
    id: 'smart',
    eyebrow: 'Smart Home & Protection',
    title: 'A smarter, safer home',
    subtitle: 'Smart hubs, MCBs and surge protectors that keep your home connected and protected.',
    to: '/shop',
    ctaContext: 'smart home and protection',
    image: '/media/art/smart-hub-1.svg',
    imageAlt: 'Illustration of a smart home hub',
    theme: 'smart',
  },
];
