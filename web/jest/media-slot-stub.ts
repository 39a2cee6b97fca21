// import.meta.glob is a bundler feature; component tests do not render the media players.
export const hasSoundPreviewModule = false;
export const loadSoundPreview = async () => ({});
