#!/usr/bin/env node
// Generates the shop's real media: the two sound-signature putter strikes (audio) and the two
// sound-technology videos that render those strikes. Run with `npm run media -w web`; needs ffmpeg.
// The outputs are committed, so only people changing the sound need ffmpeg.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const outDir = resolve(dirname(fileURLToPath(import.meta.url)), '../public/media');
const SAMPLE_RATE = 48000;

/**
 * A putter strike is a short broadband click (face meets ball) followed by a few inharmonic, exponentially
 * damped modes of the head. `t60` is the time for a mode to fall by 60 dB, tuned so the whole strike's measured
 * T60 matches the advertised `decay`. Mode frequencies sit inside the advertised band so the spectrum matches the
 * claim. Both are checked on every run, and the run fails if the sound drifts from what the shop says about it.
 */
const signatures = {
  'melody-c': {
    label: 'Deep and Resonant',
    band: [150, 800],
    decay: 1.2,
    duration: 1.6,
    click: { level: 0.35, lowpassHz: 2500, tau: 0.0009 },
    modes: [
      { hz: 196, amp: 1.0, t60: 1.25 },
      // A slightly detuned twin of the fundamental gives the slow beating heard as warmth.
      { hz: 199.5, amp: 0.45, t60: 1.25 },
      { hz: 311, amp: 0.6, t60: 1.0 },
      { hz: 467, amp: 0.42, t60: 0.8 },
      { hz: 588, amp: 0.25, t60: 0.6 },
      { hz: 742, amp: 0.16, t60: 0.45 },
    ],
  },
  'melody-d': {
    label: 'Bright and Dynamic',
    band: [400, 2000],
    decay: 0.8,
    duration: 1.2,
    click: { level: 0.6, lowpassHz: 9000, tau: 0.0006 },
    modes: [
      { hz: 523, amp: 0.75, t60: 0.85 },
      { hz: 784, amp: 1.0, t60: 0.8 },
      { hz: 1047, amp: 0.7, t60: 0.6 },
      { hz: 1397, amp: 0.5, t60: 0.45 },
      { hz: 1865, amp: 0.38, t60: 0.35 },
    ],
  },
};

/** A seeded generator keeps the click's noise, and therefore the committed files, reproducible. */
function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LN_1000 = Math.log(1000);
const MIN_BAND_SHARE = 0.9;
const DECAY_TOLERANCE_S = 0.05;

function synthStrike(sig, seed) {
  const n = Math.round(sig.duration * SAMPLE_RATE);
  const out = new Float64Array(n);
  const random = mulberry32(seed);
  const onset = Math.round(0.01 * SAMPLE_RATE);
  const alpha = 1 - Math.exp((-2 * Math.PI * sig.click.lowpassHz) / SAMPLE_RATE);
  let lp = 0;
  for (let i = onset; i < n; i++) {
    const t = (i - onset) / SAMPLE_RATE;
    // A 1 ms attack ramp avoids a step discontinuity that would smear energy across the spectrum.
    const attack = Math.min(1, t / 0.001);
    let s = 0;
    for (const m of sig.modes) {
      s += m.amp * Math.exp((-LN_1000 * t) / m.t60) * Math.sin(2 * Math.PI * m.hz * t);
    }
    const noise = random() * 2 - 1;
    lp += alpha * (noise - lp);
    s += sig.click.level * Math.exp(-t / sig.click.tau) * lp * 4;
    out[i] = s * attack;
  }
  const fade = Math.round(0.05 * SAMPLE_RATE);
  for (let i = 0; i < fade; i++) out[n - 1 - i] *= i / fade;
  return normalise(out, 0.89);
}

function normalise(samples, peak) {
  let max = 0;
  for (const v of samples) max = Math.max(max, Math.abs(v));
  for (let i = 0; i < samples.length; i++) samples[i] = (samples[i] / max) * peak;
  return samples;
}

function wav(samples) {
  const buf = Buffer.alloc(44 + samples.length * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples.length * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(SAMPLE_RATE, 24);
  buf.writeUInt32LE(SAMPLE_RATE * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples.length * 2, 40);
  samples.forEach((v, i) => buf.writeInt16LE(Math.round(Math.max(-1, Math.min(1, v)) * 32767), 44 + i * 2));
  return buf;
}

/** In-place radix-2 FFT; only used to check the generated spectrum against the advertised band. */
function fft(re, im) {
  const n = re.length;
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j], re[i]];
      [im[i], im[j]] = [im[j], im[i]];
    }
  }
  for (let len = 2; len <= n; len <<= 1) {
    const ang = (-2 * Math.PI) / len;
    for (let i = 0; i < n; i += len) {
      for (let k = 0; k < len / 2; k++) {
        const wr = Math.cos(ang * k);
        const wi = Math.sin(ang * k);
        const a = i + k;
        const b = a + len / 2;
        const xr = re[b] * wr - im[b] * wi;
        const xi = re[b] * wi + im[b] * wr;
        re[b] = re[a] - xr;
        im[b] = im[a] - xi;
        re[a] += xr;
        im[a] += xi;
      }
    }
  }
}

function bandEnergyShare(samples, [lo, hi]) {
  let n = 1;
  while (n < samples.length) n <<= 1;
  const re = new Float64Array(n);
  re.set(samples);
  const im = new Float64Array(n);
  fft(re, im);
  let inBand = 0;
  let total = 0;
  for (let k = 1; k < n / 2; k++) {
    const hz = (k * SAMPLE_RATE) / n;
    const e = re[k] * re[k] + im[k] * im[k];
    total += e;
    if (hz >= lo && hz <= hi) inBand += e;
  }
  return inBand / total;
}

/** Seconds from the peak until a 10 ms RMS window sits 60 dB below the peak window. */
function measuredT60(samples) {
  const win = Math.round(0.01 * SAMPLE_RATE);
  const rms = [];
  for (let i = 0; i + win <= samples.length; i += win) {
    let acc = 0;
    for (let j = i; j < i + win; j++) acc += samples[j] * samples[j];
    rms.push(Math.sqrt(acc / win));
  }
  const peakAt = rms.indexOf(Math.max(...rms));
  const floor = rms[peakAt] / 1000;
  const end = rms.findIndex((v, i) => i > peakAt && v < floor);
  return end < 0 ? Infinity : ((end - peakAt) * win) / SAMPLE_RATE;
}

function decode(file) {
  const raw = execFileSync(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-i', file, '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 'f64le', '-'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return new Float64Array(raw.buffer, raw.byteOffset, raw.byteLength / 8);
}

function checkSignature(id, sig, file, samples) {
  const share = bandEnergyShare(samples, sig.band);
  const t60 = measuredT60(samples);
  console.log(
    `${file.slice(outDir.length + 1)} (${sig.label}): ${(share * 100).toFixed(1)}% of energy in ` +
      `${sig.band[0]}-${sig.band[1]} Hz, T60 ${t60.toFixed(2)} s (advertised ${sig.decay} s)`,
  );
  if (share < MIN_BAND_SHARE || Math.abs(t60 - sig.decay) > DECAY_TOLERANCE_S) {
    throw new Error(`${id} no longer matches its advertised band and decay`);
  }
}

function ffmpeg(args) {
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });
}

// Strip encoder versions and dates so a regeneration with the same tools gives the same bytes.
const bitexact = ['-map_metadata', '-1', '-fflags', '+bitexact', '-flags', '+bitexact'];

const videos = {
  bright: { model: 'melody-d', colour: '0xf59e0b', title: 'Bright and Dynamic - 400-2000 Hz' },
  deep: { model: 'melody-c', colour: '0x38bdf8', title: 'Deep and Resonant - 150-800 Hz' },
};
const VIDEO_SECONDS = 4;
const STRIKES_AT = [0.3, 2.2];

function videoTrack(strike) {
  const out = new Float64Array(VIDEO_SECONDS * SAMPLE_RATE);
  for (const at of STRIKES_AT) {
    const start = Math.round(at * SAMPLE_RATE);
    for (let i = 0; i < strike.length && start + i < out.length; i++) out[start + i] += strike[i];
  }
  return out;
}

function main() {
  try {
    execFileSync('ffmpeg', ['-version'], { stdio: 'ignore' });
  } catch {
    console.error('ffmpeg is not installed. On Debian: apt-get install -y ffmpeg');
    process.exit(1);
  }
  const work = mkdtempSync(join(tmpdir(), 'sound-putter-media-'));
  const written = [];
  try {
    const strikes = {};
    Object.entries(signatures).forEach(([id, sig], index) => {
      const samples = synthStrike(sig, 0x5eed + index);
      strikes[id] = samples;
      const source = join(work, `${id}.wav`);
      writeFileSync(source, wav(samples));
      const mp3 = join(outDir, `${id}.mp3`);
      const ogg = join(outDir, `${id}.ogg`);
      ffmpeg(['-i', source, ...bitexact, '-ac', '1', '-c:a', 'libmp3lame', '-b:a', '96k', mp3]);
      ffmpeg(['-i', source, ...bitexact, '-ac', '1', '-c:a', 'libopus', '-b:a', '64k', ogg]);
      // Measure what visitors will hear: the encoded files, decoded again, not the synthesised samples.
      for (const file of [mp3, ogg]) checkSignature(id, sig, file, decode(file));
      written.push(mp3, ogg);
    });

    for (const [name, v] of Object.entries(videos)) {
      const source = join(work, `${name}-track.wav`);
      writeFileSync(source, wav(normalise(videoTrack(strikes[v.model]), 0.89)));
      // Top: constant-Q spectrum bars and scrolling sonogram; bottom: the waveform itself.
      const [r, g, b] = [0, 2, 4].map((at) => parseInt(v.colour.slice(2 + at, 4 + at), 16) / 255);
      // Top: constant-Q spectrum bars and scrolling sonogram tinted in the signature's colour; bottom: the
      // waveform, about 27 ms of it per frame so single cycles stay visible.
      const graph =
        `[0:a]asplit=2[a1][a2];` +
        `[a1]showcqt=s=640x240:fps=30:bar_h=120:sono_h=120:axis_h=0:basefreq=60:endfreq=4000:bar_v=40:sono_v=60,` +
        `format=rgb24,colorchannelmixer=rr=${r.toFixed(3)}:gg=${g.toFixed(3)}:bb=${b.toFixed(3)}[cqt];` +
        `[a2]showwaves=s=640x120:mode=cline:n=2:colors=${v.colour}:scale=lin[waves];` +
        `[cqt][waves]vstack,fps=30,format=yuv420p,` +
        `drawtext=text='${v.title}':font=Sans:fontsize=18:fontcolor=white@0.85:x=16:y=h-30[v]`;
      const mp4 = join(outDir, `sound-technology-${name}.mp4`);
      const webm = join(outDir, `sound-technology-${name}.webm`);
      const poster = join(outDir, `sound-technology-${name}-poster.jpg`);
      ffmpeg([
        ...['-i', source, '-filter_complex', graph, '-map', '[v]', '-map', '0:a', ...bitexact],
        ...[
          '-c:v',
          'libx264',
          '-preset',
          'slow',
          '-crf',
          '28',
          '-profile:v',
          'main',
          '-pix_fmt',
          'yuv420p',
          '-r',
          '30',
        ],
        ...['-c:a', 'aac', '-b:a', '96k', '-ac', '1', '-movflags', '+faststart', mp4],
      ]);
      ffmpeg([
        ...['-i', source, '-filter_complex', graph, '-map', '[v]', '-map', '0:a', ...bitexact],
        ...['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-deadline', 'good', '-r', '30'],
        ...['-c:a', 'libopus', '-b:a', '64k', '-ac', '1', webm],
      ]);
      // A frame just after the first strike shows the spectrum at its fullest.
      ffmpeg(['-ss', '0.45', '-i', mp4, '-frames:v', '1', '-q:v', '4', ...bitexact, poster]);
      written.push(mp4, webm, poster);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const file of written) {
    console.log(`${(statSync(file).size / 1024).toFixed(1).padStart(7)} KB  ${file.slice(outDir.length + 1)}`);
  }
}

main();
