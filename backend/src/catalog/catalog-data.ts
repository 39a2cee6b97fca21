import type { CustomizationCategory } from '@sound-putter/contracts';

/**
 * The catalog, in one place. Prices are baht. Colour words in grip and shaft-colour names (black, crimson, light
 * blue, forest, champagne, brushed ...) are what the web preview reads to pick swatches. Handedness and shaft
 * colour are always free; every default option is free.
 */
export interface CatalogModelSeed {
  id: string;
  name: string;
  soundType: string;
  basePrice: number;
  description: string;
  features: string[];
}

export interface CatalogOptionSeed {
  id: string;
  name: string;
  price: number;
  description?: string;
}

export const catalogModels: CatalogModelSeed[] = [
  {
    id: 'melody-c',
    name: 'Melody C Sound Putter',
    soundType: 'Deep and Resonant',
    basePrice: 10500,
    description:
      'A low-mid voice (150–800 Hz) that rings for about 1.2 seconds: a deep, warm strike that inspires confidence on long putts.',
    features: [
      'Deep, warm tone in the 150–800 Hz band',
      'High resonance with a 1.2 s decay',
      '365 g milled head, center shaft, 3° loft',
      'Universal left- and right-handed design',
      'Crafted within 24 hours of confirmation',
    ],
  },
  {
    id: 'melody-d',
    name: 'Melody D Sound Putter',
    soundType: 'Bright and Dynamic',
    basePrice: 10500,
    description:
      'A mid-high voice (400–2000 Hz) with a short 0.8 second decay: a bright, sharp, clear click for touch on short putts.',
    features: [
      'Bright, clear tone in the 400–2000 Hz band',
      'Crisp feedback with a 0.8 s decay',
      '365 g milled head, center shaft, 3° loft',
      'Universal left- and right-handed design',
      'Crafted within 24 hours of confirmation',
    ],
  },
];

export const catalogOptions: Record<CustomizationCategory, CatalogOptionSeed[]> = {
  grip: [
    {
      id: 'grip-standard-black',
      name: 'Standard Matte Black',
      price: 0,
      description: 'Classic pistol grip in matte black rubber',
    },
    {
      id: 'grip-crimson-pistol',
      name: 'Crimson Red Pistol',
      price: 900,
      description: 'Tacky pistol grip in crimson red',
    },
    {
      id: 'grip-light-blue-midsize',
      name: 'Light Blue Midsize',
      price: 900,
      description: 'Midsize grip that quiets the hands',
    },
    {
      id: 'grip-white-oversize',
      name: 'Pearl White Oversize',
      price: 1200,
      description: 'Oversize grip for a steady, wrist-free stroke',
    },
    { id: 'grip-forest-tour', name: 'Forest Green Tour', price: 1200, description: 'Tour-shaped grip in forest green' },
    { id: 'grip-brown-leather', name: 'Brown Leather Wrap', price: 2500, description: 'Hand-wrapped brown leather' },
  ],
  shaft: [
    { id: 'shaft-standard', name: 'Standard Steel', price: 0, description: 'Stepless steel shaft, center-mounted' },
    {
      id: 'shaft-counterbalanced',
      name: 'Counterbalanced Steel',
      price: 1800,
      description: 'Extra butt weight for a smoother pendulum',
    },
    {
      id: 'shaft-carbon-stability',
      name: 'Stability Carbon',
      price: 4500,
      description: 'Carbon-steel composite that resists twisting',
    },
  ],
  shaft_color: [
    { id: 'shaft-color-silver', name: 'Brushed Silver', price: 0 },
    { id: 'shaft-color-black', name: 'Matte Black', price: 0 },
    { id: 'shaft-color-gold', name: 'Champagne Gold', price: 0 },
    { id: 'shaft-color-copper', name: 'Copper', price: 0 },
    { id: 'shaft-color-blue', name: 'Midnight Blue', price: 0 },
  ],
  length: [
    { id: 'length-32', name: '32 inches', price: 0 },
    { id: 'length-33', name: '33 inches', price: 0 },
    { id: 'length-34', name: '34 inches', price: 0 },
    { id: 'length-35', name: '35 inches', price: 0 },
  ],
  logo: [
    { id: 'logo-none', name: 'No Logo', price: 0 },
    { id: 'logo-single', name: 'Single Logo', price: 800, description: 'One engraving: face or sole' },
    { id: 'logo-double', name: 'Double Logo', price: 1500, description: 'Two engravings: face and sole' },
  ],
  face_mill_option: [
    { id: 'face-mill-standard', name: 'Standard Fly-Cut', price: 0, description: 'Smooth fly-cut face' },
    {
      id: 'face-mill-diamond',
      name: 'Diamond Mill',
      price: 1500,
      description: 'Crossed diamond pattern for a softer feel',
    },
    {
      id: 'face-mill-deep-groove',
      name: 'Deep Groove Mill',
      price: 1500,
      description: 'Deep horizontal grooves for forward roll',
    },
    {
      id: 'face-mill-honeycomb',
      name: 'Honeycomb Mill',
      price: 2000,
      description: 'Honeycomb pattern that brightens the sound',
    },
  ],
  mill_option: [
    {
      id: 'mill-satin-chrome',
      name: 'Satin Chrome Finish',
      price: 1200,
      description: 'Glare-free satin chrome head finish',
    },
    { id: 'mill-black-pvd', name: 'Black PVD Finish', price: 2500, description: 'Hard black PVD coating' },
    {
      id: 'mill-raw-carbon',
      name: 'Raw Carbon Steel Finish',
      price: 1800,
      description: 'Unplated carbon steel that patinas with play',
    },
  ],
  gift_box: [
    { id: 'gift-box-none', name: 'No Gift Box', price: 0 },
    { id: 'gift-box-classic', name: 'Classic Gift Box', price: 500, description: 'Black box with satin lining' },
    { id: 'gift-box-premium', name: 'Premium Wooden Case', price: 1500, description: 'Teak case with engraved lid' },
  ],
};
