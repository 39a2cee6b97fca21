/** The real recordings the web shop serves (web/public/media, made by `npm run media -w web`). */
export const signatureModels = ['melody-c', 'melody-d'] as const;
export type SignatureModel = (typeof signatureModels)[number];

export const isSignatureModel = (id: string): id is SignatureModel =>
  (signatureModels as readonly string[]).includes(id);

/** Opus where the browser plays it, MP3 otherwise. */
export const soundUrl = (modelId: SignatureModel): string => {
  const ogg = typeof document !== 'undefined' && document.createElement('audio').canPlayType('audio/ogg; codecs=opus');
  return `/media/${modelId}.${ogg ? 'ogg' : 'mp3'}`;
};
