import { stopWaves, type GuardWatch } from './orphan-guard';

const watch = (name: string, pid: number, rank: number): GuardWatch => ({
  type: 'watch',
  name,
  pid,
  rank,
  stopSignal: 'SIGTERM',
  group: true,
});

describe('stopWaves', () => {
  it('stops the API and the worker together, before the servers', () => {
    const waves = stopWaves([watch('postgres', 1, 1), watch('api', 2, 0), watch('redis', 3, 1), watch('worker', 4, 0)]);
    expect(waves.map((wave) => wave.map((entry) => entry.name))).toEqual([
      ['api', 'worker'],
      ['postgres', 'redis'],
    ]);
  });

  it('has nothing to do when nothing is watched', () => {
    expect(stopWaves([])).toEqual([]);
  });
});
