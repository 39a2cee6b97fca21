import type { ComponentType } from 'react';

/**
 * The sound-preview feature (audio/video players and the /sound-preview page) is built separately. Its module is
 * found by glob so the shop builds whether or not it has landed yet; once it exists it is code-split and lazy.
 */
export interface SoundPreviewModule {
  SoundPreviewPage?: ComponentType;
  SoundTechnologySection?: ComponentType;
}

const modules = import.meta.glob<SoundPreviewModule>('../features/sound-preview/index.{ts,tsx}');
const loader = Object.values(modules)[0];

export const hasSoundPreviewModule = loader !== undefined;

export const loadSoundPreview = (): Promise<SoundPreviewModule> => (loader ? loader() : Promise.resolve({}));
