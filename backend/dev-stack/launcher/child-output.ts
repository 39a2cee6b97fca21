/**
 * One line a child wrote, as one JSON log line. The API and the worker already log pino JSON: those lines pass through
 * unchanged but for a "name" naming the process when they have none. Anything else (a crash's stack trace, a Node
 * warning) is wrapped, so the combined output stays one JSON object per line.
 */
export function formatChildLine(name: string, line: string, stream: 'stdout' | 'stderr', now = Date.now()): string {
  const trimmed = line.trim();
  if (trimmed.startsWith('{') && trimmed.endsWith('}')) {
    try {
      const parsed = JSON.parse(trimmed) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return 'name' in parsed ? trimmed : `{"name":${JSON.stringify(name)},${trimmed.slice(1)}`.replace(/,}$/, '}');
      }
    } catch {
      // not JSON after all: wrap it below
    }
  }
  return JSON.stringify({ level: stream === 'stderr' ? 40 : 30, time: now, name, msg: line });
}
