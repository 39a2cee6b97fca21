import { bahtToSatang, type PutterConfigured } from '@sound-putter/contracts';
import { type CatalogOption, type CatalogSnapshot, catalogModels, catalogOptions } from '../catalog';
import { DomainError, ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { deciderSpec } from '../../test/support/decider-spec';
import { type ConfigurePutter, configurationDecider, type PutterChoices } from './configuration.decider';
import { priceInCatalogSatang } from './configuration-view';

const catalog: CatalogSnapshot = {
  models: new Map(
    catalogModels.map((m) => [m.id, { ...m, basePriceSatang: bahtToSatang(m.basePrice), available: true }]),
  ),
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
          available: true,
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

describe('configuration decider: what the shopper is told', () => {
  const refusal = (choices: PutterChoices): Record<string, string[]> => {
    let details: Record<string, string[]> = {};
    spec
      .given([])
      .when(command(choices))
      .thenThrows(ValidationFailed, (e) => {
        expect(e.message).toBe('The putter configuration is not valid');
        details = e.details as Record<string, string[]>;
      });
    return details;
  };

  it('names the wrong logo count for the logo option chosen', () => {
    const entry = { position: 'face', type: 'text', content: 'Hi' } as const;
    expect(refusal({ modelId: 'melody-c', logoConfigurations: [entry] })).toEqual({
      logoConfigurations: ['No logo was chosen, so no logo entries may be sent'],
    });
    expect(refusal({ modelId: 'melody-c', logoId: 'logo-single', logoConfigurations: [] })).toEqual({
      logoConfigurations: ['A single logo needs exactly one logo entries'],
    });
    expect(refusal({ modelId: 'melody-c', logoId: 'logo-double', logoConfigurations: [entry] })).toEqual({
      logoConfigurations: ['A double logo needs exactly two logo entries'],
    });
  });

  it('says what is wrong with each logo entry, one message per field', () => {
    expect(
      refusal({
        modelId: 'melody-c',
        logoId: 'logo-double',
        logoConfigurations: [
          { position: 'sole', type: 'text', content: '\u200B' },
          { position: 'sole', type: 'logo', content: 'dragon' },
        ],
      }),
    ).toEqual({
      'logoConfigurations.0.content': ['Enter the text to engrave'],
      'logoConfigurations.1.position': ['The two logos need different positions (face and sole)'],
      'logoConfigurations.1.content': ['Choose one of the predefined logos'],
    });
    expect(
      refusal({
        modelId: 'melody-c',
        logoId: 'logo-single',
        logoConfigurations: [{ position: 'face', type: 'text', content: 'x'.repeat(21) }],
      }),
    ).toEqual({ 'logoConfigurations.0.content': ['Text can be at most 20 characters'] });
  });

  it('treats a text logo sent without content as blank, and a logo sent without a key as unknown', () => {
    expect(
      refusal({
        modelId: 'melody-c',
        logoId: 'logo-double',
        logoConfigurations: [
          { position: 'face', type: 'text' },
          { position: 'sole', type: 'logo' },
        ],
      }),
    ).toEqual({
      'logoConfigurations.0.content': ['Enter the text to engrave'],
      'logoConfigurations.1.content': ['Choose one of the predefined logos'],
    });
  });

  it('names the unknown model and each unknown option with the id it was sent (cut to 64 characters)', () => {
    const long = `grip-${'x'.repeat(100)}`;
    expect(
      refusal({
        modelId: 'melody-z',
        gripId: long,
        shaftId: 'shaft-nope',
        shaftColorId: 'grip-standard-black',
        lengthId: 'length-99',
        faceMillOptionId: 'face-mill-nope',
        millOptionId: 'mill-nope',
        giftBoxId: 'gift-box-nope',
      }),
    ).toEqual({
      modelId: ['Choose one of the putter models'],
      gripId: [`Unknown grip option: ${long.slice(0, 64)}`],
      shaftId: ['Unknown shaft option: shaft-nope'],
      shaftColorId: ['Unknown shaft color option: grip-standard-black'],
      lengthId: ['Unknown length option: length-99'],
      faceMillOptionId: ['Unknown face mill option: face-mill-nope'],
      millOptionId: ['Unknown mill option: mill-nope'],
      giftBoxId: ['Unknown gift box option: gift-box-nope'],
    });
  });

  it('refuses an unknown model even when every option is right', () => {
    expect(refusal({ modelId: 'melody-z' })).toEqual({ modelId: ['Choose one of the putter models'] });
  });

  it('judges the logo entries only once the logo option itself is known', () => {
    expect(
      refusal({
        modelId: 'melody-c',
        logoId: 'logo-triple' as PutterChoices['logoId'],
        logoConfigurations: [{ position: 'face', type: 'text', content: '' }],
      }),
    ).toEqual({ logoId: ['Unknown logo option: logo-triple'] });
  });
});

describe('configuration decider: what is recorded', () => {
  it('keeps the artwork file of a predefined logo with its entry', () => {
    spec
      .given([])
      .when(
        command({
          modelId: 'melody-c',
          logoId: 'logo-single',
          logoConfigurations: [{ position: 'sole', type: 'logo', content: 'crown-royal', file: 'crown-royal.svg' }],
        }),
      )
      .then([
        configured({
          logoId: 'logo-single',
          logoConfigurations: [{ position: 'sole', type: 'logo', content: 'crown-royal', file: 'crown-royal.svg' }],
          totalPriceSatang: 1050000 + 80000,
        }),
      ]);
  });

  it('takes an empty choice as the default, and records no mill when none is chosen', () => {
    spec
      .given([])
      .when(command({ modelId: 'melody-c', gripId: '', shaftId: '', lengthId: '', giftBoxId: '', millOptionId: '' }))
      .then([configured()]);
  });

  it('never charges for the shaft colour, even when the catalog gives it a price', () => {
    const pricedColour: CatalogSnapshot = {
      ...catalog,
      options: new Map([...catalog.options].map(([id, o]) => [id, { ...o, priceSatang: 99900 }])),
    };
    const [event] = configurationDecider.decide(
      { ...command({ modelId: 'melody-c' }), catalog: pricedColour },
      configurationDecider.initialState(),
    );
    // Base, plus grip, shaft, length, logo, face mill and gift box at ฿999 each (no mill chosen); the colour is free.
    expect(event.data.totalPriceSatang).toBe(1050000 + 6 * 99900);
  });

  describe("today's price of a recorded configuration (a cart line keeps the price it was added at)", () => {
    const recorded = (choices: PutterChoices, at: CatalogSnapshot = catalog) => {
      const [event] = configurationDecider.decide(
        { ...command(choices), catalog: at },
        configurationDecider.initialState(),
      ) as PutterConfigured[];
      return event.data;
    };
    const cases: PutterChoices[] = [
      { modelId: 'melody-c' },
      {
        modelId: 'melody-d',
        gripId: 'grip-forest-tour',
        shaftId: 'shaft-carbon-stability',
        giftBoxId: 'gift-box-classic',
      },
      {
        modelId: 'melody-c',
        millOptionId: 'mill-black-pvd',
        faceMillOptionId: 'face-mill-honeycomb',
        giftBoxId: 'gift-box-premium',
      },
    ];

    it.each(cases)('is the price the decider recorded, at the same catalog: %o', (choices) => {
      const data = recorded(choices);
      expect(priceInCatalogSatang(data, catalog)).toBe(data.totalPriceSatang);
    });

    it('follows a changed price of the model or an option, and never charges the shaft colour', () => {
      const data = recorded(cases[1]);
      const repriced: CatalogSnapshot = {
        models: new Map([...catalog.models].map(([id, m]) => [id, { ...m, basePriceSatang: m.basePriceSatang + 100 }])),
        options: new Map([...catalog.options].map(([id, o]) => [id, { ...o, priceSatang: o.priceSatang + 7 }])),
      };
      // Base +฿1, and +7 satang for each of grip, shaft, length, logo, face mill and gift box; none for the colour.
      expect(priceInCatalogSatang(data, repriced)).toBe(data.totalPriceSatang + 100 + 6 * 7);
      expect(priceInCatalogSatang(data, repriced)).toBe(recorded(cases[1], repriced).totalPriceSatang);
    });
  });

  describe('withdrawn items (issue 32)', () => {
    const withdrawn = (ids: string[]): CatalogSnapshot => ({
      models: new Map([...catalog.models].map(([id, m]) => [id, { ...m, available: !ids.includes(id) }])),
      options: new Map([...catalog.options].map(([id, o]) => [id, { ...o, available: !ids.includes(id) }])),
    });
    const configureWith = (ids: string[], choices: PutterChoices) =>
      spec.given([]).when({ ...command(choices), catalog: withdrawn(ids) });

    it('refuses an unavailable option with catalog_item_unavailable naming it on its field', () =>
      configureWith(['grip-crimson-pistol'], {
        modelId: 'melody-c',
        gripId: 'grip-crimson-pistol',
      }).thenThrows(DomainError, (error) => {
        expect(error.code).toBe('catalog_item_unavailable');
        expect(error.status).toBe(422);
        expect(error.details).toEqual({ gripId: ['Crimson Red Pistol is not available at the moment'] });
      }));

    it('refuses an unavailable model, and a withdrawn default too', () =>
      configureWith(['melody-d', 'gift-box-none'], { modelId: 'melody-d' }).thenThrows(DomainError, (error) => {
        expect(error.code).toBe('catalog_item_unavailable');
        expect(error.details).toEqual({
          modelId: ['Melody D Sound Putter is not available at the moment'],
          giftBoxId: [expect.stringMatching(/is not available at the moment$/)],
        });
      }));

    it('reports unknown ids as invalid before withdrawn ones', () =>
      configureWith(['melody-c'], { modelId: 'melody-c', gripId: 'grip-none-such' }).thenThrows(
        ValidationFailed,
        (error) => expect(fieldsOf(error)).toEqual(['gripId']),
      ));

    it('configures the same choices once the items are available again', () =>
      configureWith(['grip-crimson-pistol'], { modelId: 'melody-c' }).then([configured()]));
  });

  it('a new stream holds no configuration, and a recorded one is what the stream reads back', () => {
    const event = configured({ modelId: 'melody-d', totalPriceSatang: 1234500 });
    expect(configurationDecider.initialState()).toEqual({ status: 'empty' });
    expect(configurationDecider.evolve(configurationDecider.initialState(), event)).toEqual({
      status: 'configured',
      data: event.data,
    });
  });
});

describe('configuration decider: the unexpected', () => {
  it('an event it does not know stops the fold instead of being skipped, and so does an unknown command', () => {
    const unknown = { type: 'PutterPainted', data: {} } as unknown as PutterConfigured;
    expect(() => configurationDecider.evolve(configurationDecider.initialState(), unknown)).toThrow('Unhandled case');
    expect(() =>
      configurationDecider.decide(
        { type: 'PaintPutter' } as unknown as ConfigurePutter,
        configurationDecider.initialState(),
      ),
    ).toThrow('Unhandled case');
  });
});
