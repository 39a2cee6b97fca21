import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireFolderLock, FolderLockedError } from './folder-lock';

describe('acquireFolderLock', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'));
    file = path.join(dir, 'launcher.pid');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes our pid and removes it on release', () => {
    const release = acquireFolderLock(file);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(fs.existsSync(file)).toBe(false);
  });

  it('refuses while the holder runs', () => {
    // The parent of this test process is alive for as long as the test runs.
    fs.writeFileSync(file, `${process.ppid}\n`);
    expect(() => acquireFolderLock(file)).toThrow(FolderLockedError);
    expect(() => acquireFolderLock(file)).toThrow(`pid ${process.ppid}`);
  });

  it('takes over the lock of a process that is gone', () => {
    fs.writeFileSync(file, `${2 ** 22 + 4321}\n`);
    const release = acquireFolderLock(file);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(String(process.pid));
    release();
  });
});
