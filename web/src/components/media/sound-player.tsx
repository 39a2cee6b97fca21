import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type { ShopLanguage } from '@sound-putter/contracts';
import { connectAudioChain, type AudioChain } from './audio-graph';
import {
  isAbortError,
  mediaErrorMessage,
  playbackErrorDetail,
  type AudioErrorContext,
  type MediaErrorReporter,
} from './media-error';
import { pickSource, type MediaFile } from './media-file';
import { MutedIcon, PlayIcon, StopIcon, VolumeIcon } from './media-icons';
import { mediaTexts } from './media-texts';
import { WaveformCanvas } from './waveform-canvas';

/** Spec section 9: volume 0 to 1 in steps of 0.1, starting at 0.7. */
export const DEFAULT_VOLUME = 0.7;
export const VOLUME_STEP = 0.1;

export type SoundStatus = 'loading' | 'ready' | 'playing' | 'stopped' | 'error';

/** Lets a page drive several players at once (compare mode's "Play all together" / "Stop all"). */
export interface SoundPlayerHandle {
  play: () => Promise<void>;
  stop: () => void;
}

export interface SoundPlayerProps {
  /** Names the player's controls for assistive technology ("Play {title}"). */
  title: string;
  sources: readonly MediaFile[];
  /** Text colour classes for the waveform bars, light and dark. */
  waveformClassName?: string;
  onError?: MediaErrorReporter<AudioErrorContext>;
  /** Called when this player starts, so a page can stop the others when it wants one sound at a time. */
  onPlay?: () => void;
  ref?: Ref<SoundPlayerHandle>;
  /** The page's language, for the player's own words and its error messages (English unless told). */
  language?: ShopLanguage;
}

const canPlay = (type: string) =>
  typeof document === 'undefined' ? '' : document.createElement('audio').canPlayType(type);

export function SoundPlayer({
  title,
  sources,
  waveformClassName = '',
  onError,
  onPlay,
  ref,
  language = 'en',
}: SoundPlayerProps) {
  const t = mediaTexts[language].sound;
  const audioRef = useRef<HTMLAudioElement>(null);
  const [source] = useState(() => pickSource(sources, canPlay));
  const [status, setStatus] = useState<SoundStatus>('loading');
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const [chain, setChain] = useState<AudioChain | null>(null);
  const chainFailed = useRef(false);

  const report = (context: AudioErrorContext, message: string) => onError?.(context, message);

  // Once the element feeds Web Audio, the gain node is the one volume control; before that, the element is.
  const applyLevel = (audio: HTMLAudioElement, target: AudioChain | null) => {
    if (target) {
      target.gain.gain.value = muted ? 0 : volume;
      audio.volume = 1;
      audio.muted = false;
    } else {
      audio.volume = volume;
      audio.muted = muted;
    }
  };

  useEffect(() => {
    if (audioRef.current) applyLevel(audioRef.current, chain);
  });

  useEffect(() => {
    const audio = audioRef.current;
    if (audio && audio.readyState >= 1) setStatus((s) => (s === 'loading' ? 'ready' : s));
  }, []);

  /** Browsers only allow an AudioContext to start inside a user gesture, so the graph is built on the first play. */
  const ensureChain = (audio: HTMLAudioElement): AudioChain | null => {
    if (chain) return chain;
    if (chainFailed.current) return null;
    try {
      const created = connectAudioChain(audio);
      applyLevel(audio, created);
      setChain(created);
      return created;
    } catch (error) {
      // Without Web Audio the sound still plays through the element; only the waveform stays flat.
      chainFailed.current = true;
      report('audio_context_init', mediaErrorMessage('audio', playbackErrorDetail(error), language));
      return null;
    }
  };

  const play = async () => {
    const audio = audioRef.current;
    if (!audio || status === 'loading' || status === 'error') return;
    const active = ensureChain(audio);
    audio.currentTime = 0;
    onPlay?.();
    try {
      await Promise.all([
        audio.play(),
        active?.context.state === 'suspended' ? active.context.resume() : Promise.resolve(),
      ]);
    } catch (error) {
      if (isAbortError(error)) return;
      setStatus('stopped');
      report('audio_playback', mediaErrorMessage('audio', playbackErrorDetail(error), language));
    }
  };

  const stop = () => {
    const audio = audioRef.current;
    if (!audio || status === 'loading' || status === 'error') return;
    // A player that was never started stays 'ready' when a page stops every player at once.
    setStatus((s) => (s === 'playing' ? 'stopped' : s));
    audio.pause();
    audio.currentTime = 0;
  };

  useImperativeHandle(ref, () => ({ play, stop }));

  const onAudioError = () => {
    const error = audioRef.current?.error;
    report(
      status === 'loading' ? 'audio_loading' : 'audio_playback',
      mediaErrorMessage('audio', error ? { message: error.message, code: error.code } : null, language),
    );
    setStatus('error');
  };

  const playing = status === 'playing';
  const unavailable = status === 'loading' || status === 'error';
  const percent = Math.round(volume * 100);

  return (
    <div data-status={status} className="space-y-3">
      <audio
        ref={audioRef}
        src={source?.src}
        preload="auto"
        onLoadedMetadata={() => setStatus((s) => (s === 'loading' ? 'ready' : s))}
        onCanPlay={() => setStatus((s) => (s === 'loading' ? 'ready' : s))}
        onPlay={() => setStatus('playing')}
        onPause={() => setStatus((s) => (s === 'playing' ? 'stopped' : s))}
        onEnded={(e) => {
          e.currentTarget.currentTime = 0;
          setStatus('stopped');
        }}
        onError={onAudioError}
      />
      <div className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
        <WaveformCanvas
          analyser={chain?.analyser ?? null}
          active={playing}
          label={t.waveform(title)}
          className={waveformClassName}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={playing ? stop : play}
          disabled={unavailable}
          aria-label={playing ? t.stopTitle(title) : t.playTitle(title)}
          className="inline-flex h-12 min-w-28 items-center justify-center gap-2 rounded-full bg-brand-700 px-5 font-semibold text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-100"
        >
          {playing ? <StopIcon /> : <PlayIcon />}
          {playing ? t.stop : t.play}
        </button>
        <button
          type="button"
          onClick={() => setMuted((m) => !m)}
          aria-pressed={muted}
          aria-label={t.mute(title)}
          className="inline-flex h-12 w-12 items-center justify-center rounded-full border border-slate-300 text-slate-800 transition-colors hover:bg-slate-100 aria-pressed:bg-slate-800 aria-pressed:text-white dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-100 dark:aria-pressed:text-slate-900"
        >
          {muted ? <MutedIcon /> : <VolumeIcon />}
        </button>
        <label className="flex min-w-40 flex-1 items-center gap-3">
          <span className="sr-only">{t.volume(title)}</span>
          <input
            type="range"
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={volume}
            aria-valuetext={`${percent}%`}
            onChange={(e) => setVolume(Math.round(Number(e.currentTarget.value) * 10) / 10)}
            className="h-12 w-full cursor-pointer accent-brand-700 dark:accent-brand-500"
          />
          <span aria-hidden="true" className="w-10 text-right text-sm text-slate-700 tabular-nums dark:text-slate-200">
            {percent}%
          </span>
        </label>
      </div>
      <p aria-live="polite" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        {status === 'loading' && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-current/25 border-t-current motion-reduce:animate-none"
          />
        )}
        {t.status[status]}
      </p>
    </div>
  );
}
