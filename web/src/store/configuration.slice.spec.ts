import type { PutterConfigurationView } from '@sound-putter/contracts';
import {
  type ConfigurationState,
  configurationReset,
  configurationRestored,
  configurationSlice,
  configurePayload,
  handednessChanged,
  initialConfiguration,
  logoOptionChosen,
  logosComplete,
  logosConfirmed,
  modelSelected,
  optionChanged,
  priceCalculated,
  priceInvalidated,
  selectConfiguration,
  selectModelId,
} from './configuration.slice';

const reduce = configurationSlice.reducer;
const after = (...actions: Parameters<typeof reduce>[1][]) => actions.reduce(reduce, reduce(undefined, { type: '' }));
const face = { position: 'face', type: 'text', content: 'Birdie' } as const;
const sole = { position: 'sole', type: 'logo', content: 'eagle-emblem' } as const;

const view = (overrides: Partial<PutterConfigurationView> = {}): PutterConfigurationView => ({
  id: 'cfg-1',
  modelId: 'melody-d',
  handedness: 'left',
  gripId: 'grip-brown-leather',
  shaftId: 'shaft-carbon-stability',
  shaftColorId: 'shaft-color-gold',
  lengthId: 'length-33',
  logoId: 'logo-single',
  logoConfigurations: [face],
  logoText: 'Birdie',
  millOptionId: 'mill-black-pvd',
  faceMillOptionId: 'face-mill-honeycomb',
  giftBoxId: 'gift-box-premium',
  lieAngle: '70.00',
  totalPrice: 27000,
  createdAt: '2026-11-22T05:00:00.000Z',
  names: {
    model: 'Melody D',
    grip: 'Brown Leather',
    shaft: 'Carbon',
    shaftColor: 'Gold',
    length: '33"',
    logo: 'Single',
    millOption: 'Black PVD',
    faceMillOption: 'Honeycomb',
    giftBox: 'Premium',
  },
  choices: [],
  ...overrides,
});

describe('configuration slice', () => {
  it('starts a new putter with the spec defaults, no model and no price yet', () => {
    expect(after()).toEqual({
      modelId: '',
      handedness: 'right',
      gripId: 'grip-standard-black',
      shaftId: 'shaft-standard',
      shaftColorId: 'shaft-color-silver',
      lengthId: 'length-35',
      logoId: 'logo-none',
      logoConfigurations: [],
      millOptionId: '',
      faceMillOptionId: 'face-mill-standard',
      giftBoxId: 'gift-box-none',
      totalPrice: 0,
      configurationId: '',
    });
    expect(initialConfiguration()).toEqual(after());
  });

  it('takes the model, the hand and each option the shopper picks, changing only that choice', () => {
    const state = after(
      modelSelected('melody-c'),
      handednessChanged('left'),
      optionChanged({ field: 'gripId', id: 'grip-brown-leather' }),
      optionChanged({ field: 'millOptionId', id: 'mill-black-pvd' }),
    );
    expect(state).toEqual({
      ...initialConfiguration(),
      modelId: 'melody-c',
      handedness: 'left',
      gripId: 'grip-brown-leather',
      millOptionId: 'mill-black-pvd',
    });
  });

  it('clears the logo entries when no logo is chosen', () => {
    const state = after(logoOptionChosen('logo-single'), logosConfirmed([face]), logoOptionChosen('logo-none'));
    expect(state.logoId).toBe('logo-none');
    expect(state.logoConfigurations).toEqual([]);
  });

  it('starts the logo wizard afresh when the number of logos changes, and keeps the entries when it does not', () => {
    const single = after(logoOptionChosen('logo-single'), logosConfirmed([face]));
    expect(reduce(single, logoOptionChosen('logo-double'))).toMatchObject({
      logoId: 'logo-double',
      logoConfigurations: [],
    });
    expect(reduce(single, logoOptionChosen('logo-single')).logoConfigurations).toEqual([face]);
    const double = after(logoOptionChosen('logo-double'), logosConfirmed([face, sole]));
    expect(reduce(double, logoOptionChosen('logo-single')).logoConfigurations).toEqual([]);
  });

  it('keeps the price with the configuration it was calculated for until the options change', () => {
    const priced = after(modelSelected('melody-c'), priceCalculated({ totalPrice: 10500, configurationId: 'cfg-9' }));
    expect(priced).toMatchObject({ totalPrice: 10500, configurationId: 'cfg-9' });
    // A stale id must not reach the cart; the last price stays on screen until the new one arrives.
    expect(reduce(priced, priceInvalidated())).toMatchObject({ totalPrice: 10500, configurationId: '' });
  });

  it('restores a saved configuration as it was saved', () => {
    expect(after(modelSelected('melody-c'), configurationRestored(view()))).toEqual({
      modelId: 'melody-d',
      handedness: 'left',
      gripId: 'grip-brown-leather',
      shaftId: 'shaft-carbon-stability',
      shaftColorId: 'shaft-color-gold',
      lengthId: 'length-33',
      logoId: 'logo-single',
      logoConfigurations: [face],
      millOptionId: 'mill-black-pvd',
      faceMillOptionId: 'face-mill-honeycomb',
      giftBoxId: 'gift-box-premium',
      totalPrice: 27000,
      configurationId: 'cfg-1',
    });
  });

  it('restores what a saved configuration leaves out or garbles as the defaults', () => {
    const restored = after(
      configurationRestored(
        view({
          handedness: 'sideways' as PutterConfigurationView['handedness'],
          gripId: '',
          shaftId: '',
          shaftColorId: '',
          lengthId: '',
          logoId: 'logo-triple' as PutterConfigurationView['logoId'],
          logoConfigurations: undefined as unknown as PutterConfigurationView['logoConfigurations'],
          millOptionId: null,
          faceMillOptionId: '',
          giftBoxId: '',
        }),
      ),
    );
    expect(restored).toEqual({
      ...initialConfiguration(),
      modelId: 'melody-d',
      totalPrice: 27000,
      configurationId: 'cfg-1',
    });
  });

  it('forgets everything on reset', () => {
    expect(after(configurationRestored(view()), configurationReset())).toEqual(initialConfiguration());
  });

  it('lets the screens read the configuration and its model', () => {
    const configuration = after(modelSelected('melody-c'));
    expect(selectConfiguration({ configuration })).toBe(configuration);
    expect(selectModelId({ configuration })).toBe('melody-c');
  });
});

describe('logo entries are complete', () => {
  const logos = (
    logoId: ConfigurationState['logoId'],
    logoConfigurations: ConfigurationState['logoConfigurations'],
  ) => ({
    logoId,
    logoConfigurations,
  });

  it('when there are as many as the logo option needs, each with content', () => {
    expect(logosComplete(logos('logo-none', []))).toBe(true);
    expect(logosComplete(logos('logo-single', [face]))).toBe(true);
    expect(logosComplete(logos('logo-double', [face, sole]))).toBe(true);
  });

  it('not when one is missing, one too many, or one has no content but spaces', () => {
    expect(logosComplete(logos('logo-single', []))).toBe(false);
    expect(logosComplete(logos('logo-double', [face]))).toBe(false);
    expect(logosComplete(logos('logo-none', [face]))).toBe(false);
    expect(logosComplete(logos('logo-double', [face, { ...sole, content: '   ' }]))).toBe(false);
    expect(logosComplete(logos('logo-single', [{ position: 'face', type: 'text' }]))).toBe(false);
  });
});

describe('the configure call body', () => {
  it('sends every choice that has a value and leaves the empty ones to the server defaults', () => {
    const state = after(modelSelected('melody-c'), logoOptionChosen('logo-single'), logosConfirmed([face]));
    expect(configurePayload({ ...state, gripId: '' })).toEqual({
      modelId: 'melody-c',
      handedness: 'right',
      shaftId: 'shaft-standard',
      shaftColorId: 'shaft-color-silver',
      lengthId: 'length-35',
      logoId: 'logo-single',
      logoConfigurations: [face],
      faceMillOptionId: 'face-mill-standard',
      giftBoxId: 'gift-box-none',
    });
  });

  it('sends the mill once one is chosen, and never the price or a past configuration id', () => {
    const state = after(
      modelSelected('melody-c'),
      optionChanged({ field: 'millOptionId', id: 'mill-black-pvd' }),
      priceCalculated({ totalPrice: 13000, configurationId: 'cfg-9' }),
    );
    const body = configurePayload(state);
    expect(body.millOptionId).toBe('mill-black-pvd');
    expect(body).not.toHaveProperty('totalPrice');
    expect(body).not.toHaveProperty('configurationId');
    expect(configurePayload({ ...state, giftBoxId: undefined as unknown as string })).not.toHaveProperty('giftBoxId');
  });
});
