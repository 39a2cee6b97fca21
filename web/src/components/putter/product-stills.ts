import type { StillSpec } from './product-still';
import type { PutterLookInput } from '@sound-putter/contracts';

/** A showcase card (4:3): the head close, a little from above, the shaft leaving the frame. */
const showcaseCard = (look: PutterLookInput): StillSpec => ({
  width: 960,
  height: 720,
  putters: [{ look, turn: -0.55 }],
  camera: { yaw: 0.15, pitch: 0.42, distance: 3.6, target: [0.15, 0.5, 0], fov: 32 },
});

/**
 * The product pictures the shop shows, as scenes of the 3-D putter. `npm run renders -w web` draws each one with
 * Chromium's software WebGL and writes `src/assets/renders/<name>.webp`; the pictures are committed, so building
 * the shop needs no browser. Change a scene here (or the putter model), then run the script again and look at them.
 */
export const productStills = {
  // The home hero's card: the putter as the configurator starts it (the first model, every default option), so the
  // first screen's picture is the putter its rows describe until the shopper changes something.
  hero: showcaseCard({
    handedness: 'right',
    modelId: 'melody-c',
    gripName: 'Standard Matte Black',
    shaftName: 'Standard Steel',
    shaftColorName: 'Brushed Silver',
    lengthName: '35 inches',
    faceMillName: 'Standard Fly-Cut',
    logos: [],
  }),
  'melody-c': showcaseCard({
    handedness: 'right',
    modelId: 'melody-c',
    gripName: 'Standard Matte Black',
    shaftColorName: 'Brushed Silver',
    faceMillName: 'Honeycomb Mill',
    finishName: 'Satin Chrome Finish',
    logos: [{ position: 'face', type: 'logo', content: 'crown-royal' }],
  }),
  'melody-d': showcaseCard({
    handedness: 'right',
    modelId: 'melody-d',
    gripName: 'Brown Leather Wrap',
    shaftColorName: 'Champagne Gold',
    faceMillName: 'Diamond Mill',
    finishName: 'Black PVD Finish',
    logos: [{ position: 'face', type: 'logo', content: 'eagle-emblem' }],
  }),
  // About page (16:9): both models side by side, whole putters, leaning as they would stand in a rack.
  'about-pair': {
    width: 1600,
    height: 900,
    putters: [
      {
        look: {
          handedness: 'right',
          modelId: 'melody-c',
          gripName: 'Crimson Red Pistol',
          shaftColorName: 'Matte Black',
          faceMillName: 'Deep Groove Mill',
          finishName: 'Raw Carbon Steel Finish',
          logos: [{ position: 'face', type: 'text', content: 'MELODY C' }],
        },
        x: -1.05,
        turn: -0.35,
      },
      {
        look: {
          handedness: 'left',
          modelId: 'melody-d',
          gripName: 'Pearl White Oversize',
          shaftName: 'Stability Carbon',
          shaftColorName: 'Midnight Blue',
          faceMillName: 'Standard Fly-Cut',
          finishName: 'Satin Chrome Finish',
          logos: [{ position: 'face', type: 'text', content: 'MELODY D' }],
        },
        x: 1.05,
        turn: 0.35,
      },
    ],
    camera: { yaw: 0, pitch: 0.32, distance: 6.4, target: [0, 0.6, 0], fov: 30 },
  },
  // About page: the face, close, so the mill and an engraving read.
  'face-detail': {
    width: 960,
    height: 720,
    putters: [
      {
        look: {
          handedness: 'right',
          modelId: 'melody-c',
          gripName: 'Standard Matte Black',
          faceMillName: 'Diamond Mill',
          finishName: 'Black PVD Finish',
          logos: [{ position: 'face', type: 'logo', content: 'shield-badge' }],
        },
        turn: -0.2,
      },
    ],
    camera: { yaw: 0.05, pitch: 0.18, distance: 1.9, target: [0, 0.16, 0], fov: 30 },
  },
} satisfies Record<string, StillSpec>;

export type ProductStillName = keyof typeof productStills;
