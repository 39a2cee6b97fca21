/** Remembered per device: the board's chime is off until someone on this tablet turns it on. */
export const CHIME_STORAGE_KEY = 'workshop-chime';

export const loadChimeEnabled = (): boolean => {
  try {
    return localStorage.getItem(CHIME_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
};

export const saveChimeEnabled = (enabled: boolean): void => {
  try {
    localStorage.setItem(CHIME_STORAGE_KEY, enabled ? 'on' : 'off');
  } catch {
    // Private mode: the setting lasts for this page only.
  }
};

let context: AudioContext | null = null;

/**
 * Browsers start audio only after a user gesture, so turning the chime on (a click) creates and resumes the
 * context that later chimes reuse.
 */
export const unlockChime = (): void => {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  void context.resume().catch(() => undefined);
};

/** Two short bell-like tones, synthesised so no audio file is needed. */
export const playChime = (): void => {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  [880, 1318.5].forEach((frequency, i) => {
    const ctx = context as AudioContext;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'sine';
    osc.frequency.value = frequency;
    const t = start + i * 0.18;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.3, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.6);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.65);
  });
};
