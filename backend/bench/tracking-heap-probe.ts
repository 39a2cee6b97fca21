/**
 * Preloaded (`-r`) into a benchmarked server started with --expose-gc: answers an IPC 'heap' message with the
 * heap in use after a full collection, so the bench compares servers without counting garbage.
 */
process.on('message', (message) => {
  if (message !== 'heap') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ heapUsed: process.memoryUsage().heapUsed });
});
