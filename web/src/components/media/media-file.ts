export interface MediaFile {
  src: string;
  /** MIME type with codecs, as canPlayType understands it. */
  type: string;
}

/**
 * The first source the browser says it can play. A single `src` (instead of <source> children) makes a load failure
 * surface as the media element's own error event, which carries a MediaError code.
 */
export const pickSource = (
  sources: readonly MediaFile[],
  canPlayType: (type: string) => string = () => '',
): MediaFile | undefined => sources.find((s) => canPlayType(s.type) !== '') ?? sources[0];
