/**
 * Preloaded (`-r`) into a benchmarked server started with --expose-gc: answers an IPC 'heap' message with the
 * heap in use after a full collection, so the bench compares servers without counting garbage; and
 * 'cpu-profile-start' / 'cpu-profile-stop' with a V8 CPU profile of exactly the stretch the bench measures; and
 * `{ heapSnapshot: file }` with a heap snapshot written there (after a full collection).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { writeHeapSnapshot } from 'node:v8';

let session: Session | null = null;

process.on('message', (message: unknown) => {
  if (message === 'heap') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ heapUsed: process.memoryUsage().heapUsed });
    return;
  }
  if (typeof message === 'object' && message && 'heapSnapshot' in message) {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ snapshot: writeHeapSnapshot(String((message as { heapSnapshot: string }).heapSnapshot)) });
    return;
  }
  if (message === 'cpu-profile-start') {
    session = new Session();
    session.connect();
    session.post('Profiler.enable', () =>
      session?.post('Profiler.setSamplingInterval', { interval: 200 }, () =>
        session?.post('Profiler.start', () => process.send?.({ profiling: true })),
      ),
    );
    return;
  }
  if (typeof message === 'object' && message && 'cpuProfileStop' in message) {
    const file = String((message as { cpuProfileStop: string }).cpuProfileStop);
    session?.post('Profiler.stop', (error, result) => {
      if (!error) writeFileSync(file, JSON.stringify(result.profile));
      session?.disconnect();
      session = null;
      process.send?.({ profiled: error ? null : file });
    });
  }
});
