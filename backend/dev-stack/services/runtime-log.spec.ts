import { createJsonLog, formatJsonLine, levelNumber } from './runtime-log';

describe('runtime log', () => {
  it('writes pino-shaped lines', () => {
    const line = JSON.parse(formatJsonLine('launcher', 'warn', 'hello', { port: 1 }, new Date(5))) as Record<
      string,
      unknown
    >;
    expect(line).toMatchObject({ level: 40, time: 5, name: 'launcher', port: 1, msg: 'hello', pid: process.pid });
  });

  it('drops lines below LOG_LEVEL', () => {
    const lines: string[] = [];
    const log = createJsonLog('launcher', 'warn', (line) => lines.push(line));
    log.debug('no');
    log.info('no');
    log.warn('yes');
    log.error('yes');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['yes', 'yes']);
  });

  it('treats an unknown level as info and silent as nothing', () => {
    expect(levelNumber('loud')).toBe(30);
    expect(levelNumber(undefined)).toBe(30);
    const lines: string[] = [];
    createJsonLog('x', 'silent', (line) => lines.push(line)).error('hidden');
    expect(lines).toEqual([]);
  });
});
