import { bahtToSatang, type PutterConfigured } from '@sound-putter/contracts';
import type { CatalogOption, CatalogSnapshot } from '../catalog/catalog';
import { catalogModels, catalogOptions } from '../catalog/catalog-data';
import { ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { deciderSpec } from '../../test/support/decider-spec';
import { type ConfigurePutter, configurationDecider, type PutterChoices } from './configuration.decider';

const catalog: CatalogSnapshot = {
  models: new Map(catalogModels.map((m) => [m.id, { ...m, basePriceSatang: bahtToSatang(m.basePrice) }])),
  options: new Map(
    Object.entries(catalogOptions).flatMap(([category, options]) =>
      options.map((o): [string, CatalogOption] => [
        o.id,
        {
          id: o.id,
          category: category as CatalogOption['category'],
          name: o.name,
          priceSatang: bahtToSatang(o.price),
          description: null,
        },
      ]),
    ),
  ),
};

const ID = '00000000-0000-4000-8000-000000000001';
const NOW = '2026-11-22T05:00:00.000Z';
const command = (choices: PutterChoices): ConfigurePutter => ({
  type: 'ConfigurePutter',
  configurationId: ID,
  choices,
  catalog,
  now: NOW,
});
const spec = deciderSpec(configurationDecider);

const configured = (overrides: Partial<PutterConfigured['data']> = {}): PutterConfigured => ({
  type: 'PutterConfigured',
  data: {
    configurationId: ID,
    modelId: 'melody-c',
    handedness: 'right',
    gripId: 'grip-standard-black',
    shaftId: 'shaft-standard',
    shaftColorId: 'shaft-color-silver',
    lengthId: 'length-35',
    logoId: 'logo-none',
    logoConfigurations: [],
    millOptionId: null,
    faceMillOptionId: 'face-mill-standard',
    giftBoxId: 'gift-box-none',
    lieAngle: '70.00',
    totalPriceSatang: 1050000,
    configuredAt: NOW,
    ...overrides,
  },
});

const fieldsOf = (error: ValidationFailed) => Object.keys(error.details ?? {});

describe('configuration decider: ConfigurePutter', () => {
  it('records the defaults at the base price when only a model is chosen', () => {
    spec
      .given([])
      .when(command({ modelId: 'melody-c' }))
      .then([configured()]);
  });

  it('prices base + every option on the server, handedness and shaft colour free', () => {
    spec
      .given([])
      .when(
        command({
          modelId: 'melody-d',
          handedness: 'left',
          gripId: 'grip-brown-leather', // 2,500
          shaftId: 'shaft-carbon-stability', // 4,500
          shaftColorId: 'shaft-color-gold', // free
          lengthId: 'length-33',
          logoId: 'logo-double', // 1,500
          logoConfigurations: [
            { position: 'face', type: 'text', content: '  Birdie  ' },
            { position: 'sole', type: 'logo', content: 'eagle-emblem' },
          ],
          millOptionId: 'mill-black-pvd', // 2,500
          faceMillOptionId: 'face-mill-honeycomb', // 2,000
          giftBoxId: 'gift-box-premium', // 1,500
        }),
      )
      .then([
        configured({
          modelId: 'melody-d',
          handedness: 'left',
          gripId: 'grip-brown-leather',
          shaftId: 'shaft-carbon-stability',
          shaftColorId: 'shaft-color-gold',
          lengthId: 'length-33',
          logoId: 'logo-double',
          logoConfigurations: [
            { position: 'face', type: 'text', content: 'Birdie' },
            { position: 'sole', type: 'logo', content: 'eagle-emblem' },
          ],
          millOptionId: 'mill-black-pvd',
          faceMillOptionId: 'face-mill-honeycomb',
          giftBoxId: 'gift-box-premium',
          totalPriceSatang: (10500 + 2500 + 4500 + 1500 + 2500 + 2000 + 1500) * 100,
        }),
      ]);
  });

  it('is a no-op when the configuration is already recorded', () => {
    spec
      .given([configured()])
      .when(command({ modelId: 'melody-d' }))
      .thenNothingHappened();
  });

  it('refuses an unknown model and ids from the wrong category, naming each field', () => {
    spec
      .given([])
      .when(command({ modelId: 'melody-z', gripId: 'shaft-standard', lengthId: 'length-36' }))
      .thenThrows(ValidationFailed, (e) => expect(fieldsOf(e).sort()).toEqual(['gripId', 'lengthId', 'modelId']));
  });

  it.each([
    ['logo-none with an entry', 'logo-none', [{ position: 'face', type: 'text', content: 'Hi' }], 'logoConfigurations'],
    ['logo-single with none', 'logo-single', [], 'logoConfigurations'],
    [
      'logo-single with two',
      'logo-single',
      [
        { position: 'face', type: 'text', content: 'A' },
        { position: 'sole', type: 'text', content: 'B' },
      ],
      'logoConfigurations',
    ],
    [
      'logo-double on the same position',
      'logo-double',
      [
        { position: 'face', type: 'text', content: 'A' },
        { position: 'face', type: 'logo', content: 'crown-royal' },
      ],
      'logoConfigurations.1.position',
    ],
    ['empty text', 'logo-single', [{ position: 'face', type: 'text', content: '   ' }], 'logoConfigurations.0.content'],
    [
      'text of zero-width spaces and joiners only',
      'logo-single',
      [{ position: 'face', type: 'text', content: '\u200B\u200B\u200D\u2060\uFEFF' }],
      'logoConfigurations.0.content',
    ],
    [
      '21 emoji (each one character to a reader, several UTF-16 units)',
      'logo-single',
      [{ position: 'face', type: 'text', content: '👨‍👩‍👧'.repeat(21) }],
      'logoConfigurations.0.content',
    ],
    [
      'text over 20 characters',
      'logo-single',
      [{ position: 'sole', type: 'text', content: 'x'.repeat(21) }],
      'logoConfigurations.0.content',
    ],
    [
      'an unknown logo key',
      'logo-single',
      [{ position: 'sole', type: 'logo', content: 'dragon' }],
      'logoConfigurations.0.content',
    ],
  ] as const)('refuses %s', (_name, logoId, entries, field) => {
    spec
      .given([])
      .when(command({ modelId: 'melody-c', logoId, logoConfigurations: entries.map((e) => ({ ...e })) }))
      .thenThrows(ValidationFailed, (e) => expect(fieldsOf(e)).toContain(field));
  });

  it('counts what a person sees: 20 family emoji or 20 Thai letters with their marks fit, trimmed of invisible edges', () => {
    const family = '👨‍👩‍👧'.repeat(20);
    // Each syllable is a consonant with a vowel or tone mark above it: two UTF-16 units, one character on screen.
    const thai = 'กิ่'.repeat(10) + 'น้ำ'.repeat(5);
    for (const text of [family, thai]) {
      expect(text.length).toBeGreaterThan(20);
      const [event] = configurationDecider.decide(
        command({
          modelId: 'melody-c',
          logoId: 'logo-single',
          logoConfigurations: [{ position: 'face', type: 'text', content: `\u200B ${text} \uFEFF` }],
        }),
        configurationDecider.initialState(),
      );
      expect(event.data.logoConfigurations[0].content).toBe(text);
    }
  });
});
