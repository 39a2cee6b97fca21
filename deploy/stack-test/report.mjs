// What the stack test did and measured, printed as it goes and summed up at the end.
export const createReport = () => {
  const started = Date.now();
  const metrics = [];
  const results = [];
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)}s`;
  const line = (text) => process.stdout.write(`[stack ${elapsed()}] ${text}\n`);
  return {
    line,
    metric: (name, value) => metrics.push([name, String(value)]),
    /** Runs one named step, timing it; a failure is recorded and rethrown. */
    step: async (name, body) => {
      line(`-- ${name}`);
      const t0 = Date.now();
      try {
        const value = await body();
        results.push([name, 'ok', ((Date.now() - t0) / 1000).toFixed(1)]);
        return value;
      } catch (error) {
        results.push([name, 'FAILED', ((Date.now() - t0) / 1000).toFixed(1)]);
        line(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      }
    },
    summary: () => {
      const width = Math.max(...results.map(([n]) => n.length), ...metrics.map(([n]) => n.length), 10);
      process.stdout.write('\nstep'.padEnd(width + 2) + 'result  seconds\n');
      for (const [name, result, seconds] of results) {
        process.stdout.write(`${name.padEnd(width + 1)}${result.padEnd(8)}${seconds.padStart(7)}\n`);
      }
      process.stdout.write('\nmeasured'.padEnd(width + 2) + 'value\n');
      for (const [name, value] of metrics) process.stdout.write(`${name.padEnd(width + 1)}${value}\n`);
      process.stdout.write(`\ntotal ${elapsed()}\n`);
    },
  };
};
