import { formatChildLine } from './child-output';

describe('formatChildLine', () => {
  it('adds the process name to a pino line that has none, leaving the rest byte for byte', () => {
    const line = '{"level":30,"time":1,"pid":7,"msg":"listening"}';
    expect(formatChildLine('api', line, 'stdout')).toBe('{"name":"api","level":30,"time":1,"pid":7,"msg":"listening"}');
  });

  it('leaves a line that already names itself alone', () => {
    const line = '{"level":30,"name":"worker-subscription","msg":"x"}';
    expect(formatChildLine('worker', line, 'stdout')).toBe(line);
  });

  it('handles an empty object', () => {
    expect(formatChildLine('api', '{}', 'stdout')).toBe('{"name":"api"}');
  });

  it('wraps plain text, stderr as a warning', () => {
    expect(JSON.parse(formatChildLine('api', 'TypeError: boom', 'stderr', 9))).toEqual({
      level: 40,
      time: 9,
      name: 'api',
      msg: 'TypeError: boom',
    });
    expect(JSON.parse(formatChildLine('api', '{not json}', 'stdout', 9))).toMatchObject({
      level: 30,
      msg: '{not json}',
    });
  });
});
