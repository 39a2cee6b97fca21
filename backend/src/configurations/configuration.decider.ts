import {
  configurationDefaults,
  DEFAULT_LIE_ANGLE,
  type CustomizationCategory,
  graphemeLength,
  isBlankText,
  type LogoConfiguration,
  LOGO_TEXT_MAX_LENGTH,
  logoCountFor,
  type LogoId,
  type PutterConfigured,
  predefinedLogos,
  trimText,
} from '@sound-putter/contracts';
import type { ConfigurePutterDto } from '@sound-putter/contracts/dto';
import type { CatalogSnapshot } from '../catalog';
import { assertNever, type Decider } from '../infrastructure/cqrs/decider';
import { DomainError, ValidationFailed } from '../infrastructure/cqrs/domain-error';

export type ConfigurationEvent = PutterConfigured;

export type Configuration = { status: 'empty' } | { status: 'configured'; data: PutterConfigured['data'] };

/** The shopper's choices as sent (the configure call's body); empty values mean "the default". */
export type PutterChoices = ConfigurePutterDto;

export interface ConfigurePutter {
  type: 'ConfigurePutter';
  configurationId: string;
  choices: PutterChoices;
  catalog: CatalogSnapshot;
  now: string;
}

export type ConfigurationCommand = ConfigurePutter;

export const initialState = (): Configuration => ({ status: 'empty' });

export const evolve = (state: Configuration, event: ConfigurationEvent): Configuration => {
  switch (event.type) {
    case 'PutterConfigured':
      return { status: 'configured', data: event.data };
    default:
      return assertNever(event.type);
  }
};

const optionFields: { field: keyof PutterChoices; category: CustomizationCategory; label: string }[] = [
  { field: 'gripId', category: 'grip', label: 'grip' },
  { field: 'shaftId', category: 'shaft', label: 'shaft' },
  { field: 'shaftColorId', category: 'shaft_color', label: 'shaft color' },
  { field: 'lengthId', category: 'length', label: 'length' },
  { field: 'logoId', category: 'logo', label: 'logo' },
  { field: 'faceMillOptionId', category: 'face_mill_option', label: 'face mill' },
  { field: 'millOptionId', category: 'mill_option', label: 'mill' },
  { field: 'giftBoxId', category: 'gift_box', label: 'gift box' },
];

const predefinedLogoKeys = new Set<string>(predefinedLogos.map((l) => l.key));

/** Checks the logo entries against the chosen logo option; returns per-field messages. */
export const logoErrors = (logoId: LogoId, entries: LogoConfiguration[]): Record<string, string[]> => {
  const errors: Record<string, string[]> = {};
  const expected = logoCountFor[logoId];
  if (entries.length !== expected) {
    errors.logoConfigurations = [
      expected === 0
        ? 'No logo was chosen, so no logo entries may be sent'
        : `${logoId === 'logo-single' ? 'A single logo needs exactly one' : 'A double logo needs exactly two'} logo entries`,
    ];
    return errors;
  }
  if (expected === 2 && entries[0].position === entries[1].position) {
    errors['logoConfigurations.1.position'] = ['The two logos need different positions (face and sole)'];
  }
  entries.forEach((entry, i) => {
    const content = entry.content ?? '';
    if (entry.type === 'text') {
      // Only zero-width spaces is as blank as nothing; the limit counts what a person sees, not UTF-16 units.
      if (isBlankText(content)) errors[`logoConfigurations.${i}.content`] = ['Enter the text to engrave'];
      else if (graphemeLength(content) > LOGO_TEXT_MAX_LENGTH) {
        errors[`logoConfigurations.${i}.content`] = [`Text can be at most ${LOGO_TEXT_MAX_LENGTH} characters`];
      }
    } else if (!predefinedLogoKeys.has(content)) {
      errors[`logoConfigurations.${i}.content`] = ['Choose one of the predefined logos'];
    }
  });
  return errors;
};

/**
 * Refuses choices naming a model or option the catalog knows but has withdrawn (out of stock), with their own code
 * and a message per field, so the shop can say so. Ids it does not know are the validation's to report. Checked
 * for every configure call, also for choices already recorded (whose stream would otherwise answer at once).
 */
export const refuseWithdrawn = (choices: PutterChoices, catalog: CatalogSnapshot): void => {
  const withdrawn: Record<string, string[]> = {};
  const model = catalog.models.get(choices.modelId);
  if (model && !model.available) withdrawn.modelId = [`${model.name} is not available at the moment`];
  for (const { field } of optionFields) {
    const id = (choices[field] as string | undefined) || (configurationDefaults as Record<string, string>)[field];
    const option = id ? catalog.options.get(id) : undefined;
    if (option && !option.available) withdrawn[field] = [`${option.name} is not available at the moment`];
  }
  if (Object.keys(withdrawn).length > 0) throw new DomainError('catalog_item_unavailable', undefined, withdrawn);
};

/** A configuration is recorded once, with every id checked against the catalog and priced on the server. */
export const configurePutter = (command: ConfigurePutter, state: Configuration): ConfigurationEvent[] => {
  if (state.status === 'configured') return [];
  const { choices, catalog } = command;
  const errors: Record<string, string[]> = {};
  const model = catalog.models.get(choices.modelId);
  if (!model) errors.modelId = ['Choose one of the putter models'];

  const resolved: Record<string, string | null> = {};
  let optionsSatang = 0;
  for (const { field, category, label } of optionFields) {
    const given = choices[field] as string | undefined;
    const id = given || (configurationDefaults as Record<string, string>)[field] || null;
    resolved[field] = id;
    if (id === null) continue;
    const option = catalog.options.get(id);
    if (!option || option.category !== category) {
      errors[field] = [`Unknown ${label} option: ${id.slice(0, 64)}`];
      continue;
    }
    // Shaft colour is always free, whatever the catalog row says.
    if (category !== 'shaft_color') optionsSatang += option.priceSatang;
  }

  const logoId = (resolved.logoId ?? 'logo-none') as LogoId;
  const entries = (choices.logoConfigurations ?? []).map((e) => ({
    position: e.position,
    type: e.type,
    content: trimText(e.content ?? ''),
    ...(e.file ? { file: e.file } : {}),
  }));
  if (!errors.logoId) Object.assign(errors, logoErrors(logoId, entries));
  if (Object.keys(errors).length > 0 || !model)
    throw new ValidationFailed(errors, 'The putter configuration is not valid');
  refuseWithdrawn(choices, catalog);

  return [
    {
      type: 'PutterConfigured',
      data: {
        configurationId: command.configurationId,
        modelId: model.id,
        handedness: choices.handedness ?? 'right',
        gripId: resolved.gripId as string,
        shaftId: resolved.shaftId as string,
        shaftColorId: resolved.shaftColorId as string,
        lengthId: resolved.lengthId as string,
        logoId,
        logoConfigurations: entries,
        millOptionId: resolved.millOptionId,
        faceMillOptionId: resolved.faceMillOptionId as string,
        giftBoxId: resolved.giftBoxId as string,
        lieAngle: DEFAULT_LIE_ANGLE,
        totalPriceSatang: model.basePriceSatang + optionsSatang,
        configuredAt: command.now,
      },
    },
  ];
};

export const decide = (command: ConfigurationCommand, state: Configuration): ConfigurationEvent[] => {
  switch (command.type) {
    case 'ConfigurePutter':
      return configurePutter(command, state);
    default:
      return assertNever(command.type);
  }
};

export const configurationDecider: Decider<Configuration, ConfigurationCommand, ConfigurationEvent> = {
  decide,
  evolve,
  initialState,
};
