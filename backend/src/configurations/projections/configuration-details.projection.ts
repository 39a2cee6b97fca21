import type { PutterConfigured } from '@sound-putter/contracts';
import type { SqlStatement } from '../../infrastructure/database/send-together';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.port';
import { applyStatements, type Projection } from '../../infrastructure/projections/projection';

const statements = (event: Pick<RecordedEvent, 'type' | 'data'>): SqlStatement[] => {
  const d = (event as PutterConfigured).data;
  return [
    {
      text: `INSERT INTO rm_configurations (id, model_id, handedness, grip_id, shaft_id, shaft_color_id, length_id, lie_angle,
               logo_id, logo_configurations, mill_option_id, face_mill_option_id, gift_box_id, total_price_satang, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
             ON CONFLICT (id) DO NOTHING`,
      values: [
        d.configurationId,
        d.modelId,
        d.handedness,
        d.gripId,
        d.shaftId,
        d.shaftColorId,
        d.lengthId,
        d.lieAngle,
        d.logoId,
        JSON.stringify(d.logoConfigurations),
        d.millOptionId,
        d.faceMillOptionId,
        d.giftBoxId,
        d.totalPriceSatang,
        d.configuredAt,
      ],
    },
  ];
};

/** One row per configuration: what GET /api/putter-configurations/{id}, the cart and orders read. */
export const configurationDetailsProjection: Projection = {
  name: 'configuration-details',
  version: 1,
  mode: 'inline',
  tables: ['rm_configurations'],
  schema: `
    CREATE TABLE IF NOT EXISTS rm_configurations (
      id uuid PRIMARY KEY,
      model_id text NOT NULL,
      handedness text NOT NULL DEFAULT 'right',
      grip_id text NOT NULL,
      shaft_id text NOT NULL,
      shaft_color_id text NOT NULL,
      length_id text NOT NULL,
      lie_angle numeric(4,2) NOT NULL DEFAULT 70.00,
      logo_id text NOT NULL,
      logo_configurations jsonb NOT NULL DEFAULT '[]'::jsonb,
      mill_option_id text,
      face_mill_option_id text NOT NULL,
      gift_box_id text NOT NULL,
      total_price_satang bigint NOT NULL,
      created_at timestamptz NOT NULL
    )`,
  handles: ['PutterConfigured'],
  statements,
  apply: applyStatements(statements),
};
