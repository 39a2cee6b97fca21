import fs from 'node:fs';
import path from 'node:path';

/** The folder whose package.json declares the npm workspaces, searched upwards from `start`. */
export function findRepoRoot(start: string): string {
  for (let dir = path.resolve(start); ; dir = path.dirname(dir)) {
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { workspaces?: unknown };
      if (Array.isArray(manifest.workspaces)) return dir;
    } catch {
      // no package.json here
    }
    if (path.dirname(dir) === dir) throw new Error(`No workspace root (package.json with "workspaces") above ${start}`);
  }
}
