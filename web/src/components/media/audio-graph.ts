import { FFT_SIZE, SMOOTHING_TIME_CONSTANT } from './waveform-bars';

export interface AudioChain {
  context: AudioContext;
  analyser: AnalyserNode;
  gain: GainNode;
}

type AudioContextConstructor = new () => AudioContext;

// Browsers cap the number of live AudioContexts, so every player on a page shares one.
let shared: AudioContext | null = null;
const chains = new WeakMap<HTMLMediaElement, AudioChain>();

const audioContextConstructor = (): AudioContextConstructor | undefined =>
  window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;

/**
 * Routes a media element through analyser → gain → speakers. Call it from a user gesture: creating the context
 * anywhere else leaves it suspended. An element can be wrapped only once, so the chain is cached per element.
 */
export const connectAudioChain = (element: HTMLMediaElement): AudioChain => {
  const existing = chains.get(element);
  if (existing) return existing;
  if (!shared) {
    const Ctor = audioContextConstructor();
    if (!Ctor) throw new Error('Web Audio is not supported by this browser');
    shared = new Ctor();
  }
  const context = shared;
  const source = context.createMediaElementSource(element);
  const analyser = context.createAnalyser();
  analyser.fftSize = FFT_SIZE;
  analyser.smoothingTimeConstant = SMOOTHING_TIME_CONSTANT;
  const gain = context.createGain();
  // The analyser sits before the gain so the waveform stays visible while muted or turned down.
  source.connect(analyser);
  analyser.connect(gain);
  gain.connect(context.destination);
  const chain = { context, analyser, gain };
  chains.set(element, chain);
  return chain;
};
