// The shop loads this module lazily (lib/media-slot) for the /sound-preview route and the home page's videos.
export { SoundPreviewPage } from './sound-preview-page';
export { SoundTechnologySection } from './sound-technology-section';
