/**
 * Whether this browser should get the 3-D putter: it needs WebGL, and a shopper who asked for reduced motion gets
 * the still drawing instead. Checked once per page.
 */
let answer: boolean | undefined;

const hasWebGl = () => {
  if (typeof window === 'undefined' || typeof WebGLRenderingContext === 'undefined') return false;
  try {
    const canvas = document.createElement('canvas');
    const gl = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
};

export const canShow3d = (): boolean => {
  if (answer === undefined) {
    const reduced =
      typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    answer = !reduced && hasWebGl();
  }
  return answer;
};
