import type { Handedness, LogoConfiguration, LogoId } from '../catalog';

/** Recorded when a shopper's choices passed the catalog rules and were priced by the server. Prices in satang. */
export interface PutterConfigured {
  type: 'PutterConfigured';
  data: {
    configurationId: string;
    modelId: string;
    handedness: Handedness;
    gripId: string;
    shaftId: string;
    shaftColorId: string;
    lengthId: string;
    logoId: LogoId;
    logoConfigurations: LogoConfiguration[];
    millOptionId: string | null;
    faceMillOptionId: string;
    giftBoxId: string;
    lieAngle: string;
    /** Model base price plus every option's price at configuration time. */
    totalPriceSatang: number;
    configuredAt: string;
  };
}

export type ConfigurationEventPayload = PutterConfigured;
