import { findRepoRoot } from '../services/repo-root';
import { createJsonLog } from '../services/runtime-log';
import { Launcher } from './launcher';

const log = createJsonLog('launcher', process.env.LOG_LEVEL);
// Launcher output goes to a terminal or a pipe that may close first; losing log lines must not crash the shutdown.
process.stdout.on('error', () => undefined);

new Launcher({ repoRoot: findRepoRoot(__dirname), env: process.env, log })
  .run()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    log.error('Launcher failed', { err: (error as Error).stack ?? String(error) });
    process.exit(1);
  });
