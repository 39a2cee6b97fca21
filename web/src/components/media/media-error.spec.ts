import { isAbortError, mediaErrorMessage, playbackErrorDetail } from './media-error';

describe('mediaErrorMessage', () => {
  it('uses the browser message and code when there is one', () => {
    expect(mediaErrorMessage('audio', { code: 2, message: 'net::ERR_FAILED' })).toBe(
      'Audio error: net::ERR_FAILED (code: 2)',
    );
  });

  it('explains a bare MediaError code', () => {
    expect(mediaErrorMessage('video', { code: 4, message: '' })).toBe(
      'Video error: the format is not supported (code: 4)',
    );
  });

  it('falls back to the spec text without an error', () => {
    expect(mediaErrorMessage('video', null)).toBe('Failed to load video');
    expect(mediaErrorMessage('audio')).toBe('Failed to load audio');
  });

  it('speaks Thai on a Thai page, with its own reason for a known code', () => {
    expect(mediaErrorMessage('audio', { code: 2, message: 'net::ERR_FAILED' }, 'th')).toBe(
      'ข้อผิดพลาดของเสียง: เครือข่ายขัดข้องระหว่างดาวน์โหลด (รหัส: 2)',
    );
    expect(mediaErrorMessage('audio', { code: 'NotAllowedError', message: 'denied' }, 'th')).toBe(
      'ข้อผิดพลาดของเสียง: denied (รหัส: NotAllowedError)',
    );
    expect(mediaErrorMessage('video', null, 'th')).toBe('โหลดวิดีโอไม่สำเร็จ');
  });
});

describe('play() rejections', () => {
  it('recognises an AbortError and names others by their DOMException name', () => {
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true);
    expect(isAbortError(new Error('x'))).toBe(false);
    expect(playbackErrorDetail(new DOMException('denied', 'NotAllowedError'))).toEqual({
      message: 'denied',
      code: 'NotAllowedError',
    });
    expect(playbackErrorDetail('odd')).toEqual({ message: 'odd', code: 'unknown' });
  });
});
