import type { Pool } from 'pg';
import type { ConfigurationRow } from '../configuration-view';
import { ConfigurationRows } from './configuration-rows';

const row = (id: string): ConfigurationRow => ({
  id,
  model_id: 'melody-c',
  handedness: 'right',
  grip_id: 'grip-forest-tour',
  shaft_id: 'shaft-steel',
  shaft_color_id: 'shaft-black',
  length_id: 'length-34',
  lie_angle: '70.00',
  logo_id: 'logo-none',
  logo_configurations: [],
  mill_option_id: null,
  face_mill_option_id: 'face-standard',
  gift_box_id: 'box-standard',
  total_price_satang: 1_050_000,
  created_at: new Date(0),
});

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const UNKNOWN = '33333333-3333-4333-8333-333333333333';

/** The read model's table in memory; every query it answers is recorded. */
const tableOf = (...rows: ConfigurationRow[]) => {
  const asked: string[][] = [];
  const pool = {
    query: async (_text: string, [ids]: [string[]]) => {
      asked.push(ids);
      return { rows: rows.filter((r) => ids.includes(r.id)) };
    },
  };
  return { pool: pool as unknown as Pool, asked };
};

describe('ConfigurationRows: configurations are read once per process', () => {
  it('reads only the ids it has not kept, and answers a repeat from memory', async () => {
    const { pool, asked } = tableOf(row(A), row(B));
    const rows = new ConfigurationRows(pool);
    expect((await rows.find([A])).map((r) => r.id)).toEqual([A]);
    expect((await rows.find([A, B])).map((r) => r.id).sort()).toEqual([A, B]);
    expect(await rows.find([B, A.toUpperCase()])).toHaveLength(2);
    expect(asked).toEqual([[A], [B]]);
  });

  it('keeps nothing of an unknown id (it may be recorded later) and never queries for a malformed one', async () => {
    const { pool, asked } = tableOf(row(A));
    const rows = new ConfigurationRows(pool);
    expect(await rows.find([UNKNOWN, 'not-a-uuid'])).toEqual([]);
    expect(await rows.find([UNKNOWN])).toEqual([]);
    expect(asked).toEqual([[UNKNOWN], [UNKNOWN]]);
  });
});
