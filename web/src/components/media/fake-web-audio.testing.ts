/**
 * A stand-in for the Web Audio API in jsdom, which has none: it records the graph a player builds so tests can
 * check the analyser settings and the gain that volume and mute drive.
 */
interface FakeAnalyser {
  fftSize: number;
  smoothingTimeConstant: number;
  readonly frequencyBinCount: number;
  connect: jest.Mock;
  getByteFrequencyData: jest.Mock;
}

interface FakeGain {
  gain: { value: number };
  connect: jest.Mock;
}

export class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  /** Makes the next createMediaElementSource throw, as a browser does when the element is already wrapped. */
  static failNextSource = false;

  state: 'suspended' | 'running' = 'suspended';
  destination = { kind: 'destination' };
  sources: HTMLMediaElement[] = [];
  analysers: FakeAnalyser[] = [];
  gains: FakeGain[] = [];
  resume = jest.fn(async () => {
    this.state = 'running';
  });

  constructor() {
    FakeAudioContext.instances.push(this);
  }

  createMediaElementSource(element: HTMLMediaElement) {
    if (FakeAudioContext.failNextSource) {
      FakeAudioContext.failNextSource = false;
      throw new DOMException('The element is already connected to a source node', 'InvalidStateError');
    }
    this.sources.push(element);
    return { connect: jest.fn() };
  }

  createAnalyser(): FakeAnalyser {
    const analyser: FakeAnalyser = {
      fftSize: 2048,
      smoothingTimeConstant: 0,
      get frequencyBinCount() {
        return this.fftSize / 2;
      },
      connect: jest.fn(),
      getByteFrequencyData: jest.fn((into: Uint8Array) => into.fill(128)),
    };
    this.analysers.push(analyser);
    return analyser;
  }

  createGain(): FakeGain {
    const gain: FakeGain = { gain: { value: 1 }, connect: jest.fn() };
    this.gains.push(gain);
    return gain;
  }
}

export const installFakeWebAudio = () => {
  Object.defineProperty(window, 'AudioContext', { configurable: true, writable: true, value: FakeAudioContext });
};

export const latestAudioContext = (): FakeAudioContext => {
  const context = FakeAudioContext.instances.at(-1);
  if (!context) throw new Error('No AudioContext was created');
  return context;
};
