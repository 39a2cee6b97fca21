import { configurationDefaults, type Handedness, type LogoConfiguration, type LogoId } from '@sound-putter/contracts';

/** The configurator's working state (spec section 3), shared by the hero summary, the configurator and the kiosk. */
export interface ConfigurationState {
  modelId: string;
  handedness: Handedness;
  gripId: string;
  shaftId: string;
  shaftColorId: string;
  lengthId: string;
  logoId: LogoId;
  logoConfigurations: LogoConfiguration[];
  millOptionId: string;
  faceMillOptionId: string;
  giftBoxId: string;
  totalPrice: number;
  configurationId: string;
}

export type OptionField =
  'gripId' | 'shaftId' | 'shaftColorId' | 'lengthId' | 'millOptionId' | 'faceMillOptionId' | 'giftBoxId';

export const initialConfiguration = (): ConfigurationState => ({
  modelId: '',
  handedness: configurationDefaults.handedness,
  gripId: configurationDefaults.gripId,
  shaftId: configurationDefaults.shaftId,
  shaftColorId: configurationDefaults.shaftColorId,
  lengthId: configurationDefaults.lengthId,
  logoId: configurationDefaults.logoId,
  logoConfigurations: [],
  millOptionId: '',
  faceMillOptionId: configurationDefaults.faceMillOptionId,
  giftBoxId: configurationDefaults.giftBoxId,
  totalPrice: 0,
  configurationId: '',
});
