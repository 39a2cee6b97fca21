/** Whether this browser gets the 3-D putter: WebGL on a real GPU, no reduced motion; checked once per page. */
let answer: boolean | undefined;

const SOFTWARE_RENDERER = /swiftshader|llvmpipe|softpipe|software/i;
const UNMASKED_RENDERER_WEBGL = 0x9246;

const webGlRenderer = (): string | null => {
  if (typeof window === 'undefined' || typeof WebGLRenderingContext === 'undefined') return null;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!gl) return null;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(gl.getParameter(info ? UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '');
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return renderer;
  } catch {
    return null;
  }
};

const forced = () => {
  try {
    return window.localStorage.getItem('putter-3d') === 'always';
  } catch {
    return false;
  }
};

/** The answer if a page has asked already, without asking (asking costs a WebGL context: tens of ms on a phone). */
export const knownCanShow3d = (): boolean | undefined => answer;

export const canShow3d = (): boolean => {
  if (typeof window === 'undefined') return false;
  if (answer === undefined) {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    const renderer = reduced ? null : webGlRenderer();
    answer = renderer !== null && (forced() || !SOFTWARE_RENDERER.test(renderer));
  }
  return answer;
};
