import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { ShopLanguage } from '@sound-putter/contracts';
import { formatTime } from './format-time';
import { LoadingSpinner } from './loading-spinner';
import {
  isAbortError,
  mediaErrorMessage,
  playbackErrorDetail,
  type MediaErrorReporter,
  type VideoErrorContext,
} from './media-error';
import { pickSource, type MediaFile } from './media-file';
import { PauseIcon, PlayIcon, ResetIcon } from './media-icons';
import { mediaTexts } from './media-texts';

export type VideoStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'error';

export interface VideoPlayerProps {
  /** Names the video and its controls for assistive technology ("Play {title}"). */
  title: string;
  /** In order of preference; the first one the browser can play is used. */
  sources: readonly MediaFile[];
  poster?: string;
  caption?: string;
  onError?: MediaErrorReporter<VideoErrorContext>;
  className?: string;
  /** The page's language, for the player's own words and its error messages (English unless told). */
  language?: ShopLanguage;
}

const SEEK_STEP_SECONDS = 1;

const knownDuration = (value: number): number | null => (Number.isFinite(value) && value > 0 ? value : null);

const canPlay = (type: string) =>
  typeof document === 'undefined' ? '' : document.createElement('video').canPlayType(type);

export function VideoPlayer({
  title,
  sources,
  poster,
  caption,
  onError,
  className = '',
  language = 'en',
}: VideoPlayerProps) {
  const t = mediaTexts[language].video;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [source] = useState(() => pickSource(sources, canPlay));
  const [status, setStatus] = useState<VideoStatus>('loading');
  const [buffering, setBuffering] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const [failure, setFailure] = useState('');
  const captionId = useId();

  const markReady = () => setStatus((s) => (s === 'loading' ? 'ready' : s));

  useEffect(() => {
    // Metadata can arrive before React has finished wiring the element (a cached file).
    const video = videoRef.current;
    if (video && video.readyState >= 1) {
      setDuration(knownDuration(video.duration));
      markReady();
    }
    // ...and so can a failure: seen in Chromium when a failed file answers at once, the spinner then never ended.
    if (video?.error) onVideoError();
  }, []);

  const report = (context: VideoErrorContext, message: string) => onError?.(context, message);

  const play = () => {
    const video = videoRef.current;
    if (!video || status === 'loading' || status === 'error') return;
    const started = video.play();
    started?.catch((error: unknown) => {
      if (isAbortError(error)) return;
      setStatus('paused');
      report('video_playback', mediaErrorMessage('video', playbackErrorDetail(error), language));
    });
  };

  const togglePlay = () => {
    if (status === 'playing') videoRef.current?.pause();
    else play();
  };

  const reset = () => {
    const video = videoRef.current;
    if (!video || status === 'loading' || status === 'error') return;
    // 'ready' is set before pause() so the pause event keeps it rather than showing 'paused'.
    setStatus('ready');
    video.pause();
    video.currentTime = 0;
    setCurrentTime(0);
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || duration === null) return;
    const target = Math.min(Math.max(seconds, 0), duration);
    video.currentTime = target;
    setCurrentTime(target);
    setStatus((s) => (s === 'ended' ? 'paused' : s));
  };

  const onBarClick = (event: MouseEvent<HTMLDivElement>) => {
    if (duration === null) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    seekTo(((event.clientX - rect.left) / rect.width) * duration);
  };

  const onBarKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (duration === null) return;
    const steps: Record<string, number> = {
      ArrowLeft: currentTime - SEEK_STEP_SECONDS,
      ArrowDown: currentTime - SEEK_STEP_SECONDS,
      ArrowRight: currentTime + SEEK_STEP_SECONDS,
      ArrowUp: currentTime + SEEK_STEP_SECONDS,
      Home: 0,
      End: duration,
    };
    if (!(event.key in steps)) return;
    event.preventDefault();
    seekTo(steps[event.key]);
  };

  // The mount check above and the element's error event can both see one failure: tell the shopper once.
  const failureReported = useRef(false);
  const onVideoError = () => {
    if (failureReported.current) return;
    failureReported.current = true;
    const error = videoRef.current?.error;
    const message = mediaErrorMessage('video', error ? { message: error.message, code: error.code } : null, language);
    report(status === 'loading' ? 'video_loading' : 'video_playback', message);
    setFailure(message);
    setStatus('error');
    setBuffering(false);
  };

  const onEnded = () => {
    const video = videoRef.current;
    if (video) video.currentTime = 0;
    setCurrentTime(0);
    setStatus('ended');
  };

  const isPlaying = status === 'playing';
  const controlsDisabled = status === 'loading' || status === 'error';
  const progress = duration ? Math.min(currentTime / duration, 1) * 100 : 0;
  const totalText = duration === null ? t.unknownDuration : formatTime(duration);
  const showSpinner = status === 'loading' || (buffering && isPlaying);

  return (
    <figure
      data-status={status}
      className={`overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className}`}
    >
      <div className="relative bg-black">
        <video
          ref={videoRef}
          src={source?.src}
          poster={poster}
          preload="metadata"
          playsInline
          aria-label={title}
          aria-describedby={caption ? captionId : undefined}
          className="aspect-video w-full cursor-pointer"
          onClick={togglePlay}
          onLoadedMetadata={(e) => {
            setDuration(knownDuration(e.currentTarget.duration));
            markReady();
          }}
          onDurationChange={(e) => setDuration(knownDuration(e.currentTarget.duration))}
          onCanPlay={() => {
            markReady();
            setBuffering(false);
          }}
          onTimeUpdate={(e) => setCurrentTime(e.currentTarget.currentTime)}
          onPlay={() => setStatus('playing')}
          onPlaying={() => setBuffering(false)}
          onWaiting={() => setBuffering(true)}
          onPause={() => setStatus((s) => (s === 'playing' ? 'paused' : s))}
          onEnded={onEnded}
          onError={onVideoError}
        />
        {showSpinner && (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center bg-black/30">
            <LoadingSpinner label={t.loading(title)} className="text-4xl text-white" />
          </div>
        )}
        {status === 'error' && (
          // The spec's text on the player itself, so it stays after the notice has gone.
          <div
            role="alert"
            data-testid="video-error"
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/75 p-4 text-center text-sm text-white"
          >
            <p className="font-semibold [overflow-wrap:anywhere]">{failure}</p>
            <p className="text-slate-300">{t.refresh}</p>
          </div>
        )}
      </div>
      <div className="flex items-center gap-2 p-3">
        <button
          type="button"
          onClick={togglePlay}
          disabled={controlsDisabled}
          aria-label={isPlaying ? t.pause(title) : t.play(title)}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white transition-colors hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-50 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-100"
        >
          {isPlaying ? <PauseIcon /> : <PlayIcon />}
        </button>
        <button
          type="button"
          onClick={reset}
          disabled={controlsDisabled}
          aria-label={t.reset(title)}
          className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-slate-700 transition-colors hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <ResetIcon />
        </button>
        <div
          role="slider"
          tabIndex={duration === null ? -1 : 0}
          aria-label={t.seek(title)}
          aria-valuemin={0}
          aria-valuemax={duration === null ? 0 : Math.round(duration)}
          aria-valuenow={Math.round(currentTime)}
          aria-valuetext={t.position(formatTime(currentTime), totalText)}
          aria-disabled={duration === null}
          onClick={onBarClick}
          onKeyDown={onBarKey}
          className="group flex h-11 min-w-0 flex-1 cursor-pointer items-center aria-disabled:cursor-not-allowed"
        >
          <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
            <div
              data-testid="video-progress"
              className="h-full rounded-full bg-brand-600 dark:bg-brand-500"
              style={{ width: `${progress}%` }}
            />
          </div>
        </div>
        <span className="shrink-0 text-sm text-slate-700 tabular-nums dark:text-slate-200">
          {formatTime(currentTime)} / {totalText}
        </span>
      </div>
      {caption && (
        <figcaption id={captionId} className="px-3 pb-3 text-sm text-slate-600 dark:text-slate-300">
          {caption}
        </figcaption>
      )}
    </figure>
  );
}
