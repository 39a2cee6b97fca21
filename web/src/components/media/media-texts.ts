import { defineTexts } from '@sound-putter/contracts';
import type { SoundStatus } from './sound-player';

/**
 * The media players' words in both languages. The players take the page's language as a prop (English unless told),
 * like the product pictures, so they need no router; `title` is the sound's or the video's name in that language.
 */
const en = {
  sound: {
    status: {
      loading: 'Loading sound…',
      ready: 'Ready',
      playing: 'Playing',
      stopped: 'Stopped',
      error: 'This sound could not be loaded.',
    } as Record<SoundStatus, string>,
    play: 'Play',
    stop: 'Stop',
    playTitle: (title: string) => `Play ${title}`,
    stopTitle: (title: string) => `Stop ${title}`,
    mute: (title: string) => `Mute ${title}`,
    volume: (title: string) => `Volume for ${title}`,
    waveform: (title: string) => `Live waveform of ${title}`,
  },
  video: {
    play: (title: string) => `Play ${title}`,
    pause: (title: string) => `Pause ${title}`,
    reset: (title: string) => `Reset ${title}`,
    seek: (title: string) => `Seek ${title}`,
    loading: (title: string) => `Loading ${title}`,
    position: (current: string, total: string) => `${current} of ${total}`,
    unknownDuration: 'Unknown duration',
    refresh: 'Please refresh the page to try again.',
  },
  /** The spec's error texts (section 8): "Video error: {message} (code: {code})", or "Failed to load video". */
  error: {
    failed: (kind: 'video' | 'audio') => `Failed to load ${kind}`,
    detail: (kind: 'video' | 'audio', reason: string, code: string | number) =>
      `${kind === 'video' ? 'Video' : 'Audio'} error: ${reason} (code: ${code})`,
    /** The browser's own message comes first in English; Thai takes its own reason where the code has one. */
    browserFirst: true,
    reasons: {
      1: 'playback was aborted',
      2: 'a network error interrupted the download',
      3: 'the file could not be decoded',
      4: 'the format is not supported',
    } as Record<string | number, string>,
    unknown: 'unknown error',
  },
};

export type MediaTexts = typeof en;

const kindTh = { video: 'วิดีโอ', audio: 'เสียง' };

const th: MediaTexts = {
  sound: {
    status: {
      loading: 'กำลังโหลดเสียง…',
      ready: 'พร้อมเล่น',
      playing: 'กำลังเล่น',
      stopped: 'หยุดแล้ว',
      error: 'โหลดเสียงนี้ไม่สำเร็จ',
    },
    play: 'เล่น',
    stop: 'หยุด',
    playTitle: (title) => `เล่นเสียง${title}`,
    stopTitle: (title) => `หยุดเสียง${title}`,
    mute: (title) => `ปิดเสียง${title}`,
    volume: (title) => `ระดับเสียงของ${title}`,
    waveform: (title) => `คลื่นเสียงสดของเสียง${title}`,
  },
  video: {
    play: (title) => `เล่น${title}`,
    pause: (title) => `หยุดชั่วคราว${title}`,
    reset: (title) => `เริ่มใหม่${title}`,
    seek: (title) => `เลื่อนตำแหน่ง${title}`,
    loading: (title) => `กำลังโหลด${title}`,
    position: (current, total) => `${current} จาก ${total}`,
    unknownDuration: 'ไม่ทราบความยาว',
    refresh: 'กรุณารีเฟรชหน้าเพื่อลองอีกครั้ง',
  },
  error: {
    failed: (kind) => `โหลด${kindTh[kind]}ไม่สำเร็จ`,
    detail: (kind, reason, code) => `ข้อผิดพลาดของ${kindTh[kind]}: ${reason} (รหัส: ${code})`,
    browserFirst: false,
    reasons: {
      1: 'การเล่นถูกยกเลิก',
      2: 'เครือข่ายขัดข้องระหว่างดาวน์โหลด',
      3: 'ถอดรหัสไฟล์ไม่สำเร็จ',
      4: 'ไม่รองรับรูปแบบไฟล์นี้',
    },
    unknown: 'ข้อผิดพลาดที่ไม่ทราบสาเหตุ',
  },
};

export const mediaTexts = defineTexts<MediaTexts>({ en, th });
