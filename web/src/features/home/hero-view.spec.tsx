import { initialConfiguration } from '../../store/configuration-state';
import { looksAsStill } from './hero-view';

const start = initialConfiguration();

describe('when the hero shows its rendered still', () => {
  it('shows it for the putter as the configurator starts it, before and after the catalog has loaded', () => {
    expect(looksAsStill(start)).toBe(true);
    expect(looksAsStill({ ...start, modelId: 'melody-c' })).toBe(true);
    // Length and gift box do not show in the picture.
    expect(looksAsStill({ ...start, modelId: 'melody-c', lengthId: 'length-33' })).toBe(true);
  });

  it.each([
    ['another model first in the catalog', { modelId: 'melody-d' }],
    ['left-handed', { handedness: 'left' }],
    ['another grip', { gripId: 'grip-tour-green' }],
    ['another shaft', { shaftId: 'shaft-carbon' }],
    ['another shaft colour', { shaftColorId: 'shaft-color-gold' }],
    ['another face mill', { faceMillOptionId: 'face-mill-diamond' }],
    ['a finish', { millOptionId: 'mill-black-pvd' }],
    ['an engraving', { logoConfigurations: [{ position: 'face', type: 'text', content: 'ACE' }] }],
  ])('gives way to the shopper’s own putter with %s', (_, change) => {
    expect(looksAsStill({ ...start, modelId: 'melody-c', ...change } as typeof start)).toBe(false);
  });
});
