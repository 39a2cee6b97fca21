import fs from 'node:fs';
import { isProcessAlive, readPidFile } from '../services/process-files';

export class FolderLockedError extends Error {}

/**
 * One `npm start` per checkout: a second one would otherwise take the first one's PostgreSQL for a leftover of a
 * crashed run and stop it. A lock whose process is gone is stale and is taken over.
 */
export function acquireFolderLock(file: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readPidFile(file) === process.pid) fs.rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPidFile(file);
      if (holder !== undefined && holder !== process.pid && isProcessAlive(holder)) {
        throw new FolderLockedError(
          `Another \`npm start\` (pid ${holder}) is already running from this folder. Stop it first (Ctrl-C in its ` +
            `terminal, or kill ${holder}).`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new FolderLockedError(`Could not take the lock ${file}`);
}
