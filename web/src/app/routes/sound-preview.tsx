import { lazy, useEffect } from 'react';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { loadSoundPreview } from '../../lib/media-slot';

const SoundPreviewPage = lazy(async () => {
  const module = await loadSoundPreview();
  return { default: module.SoundPreviewPage ?? NotFoundPage };
});

export default function SoundPreviewRoute() {
  useEffect(() => {
    document.title = 'Sound Preview Center · Sound Putter';
  }, []);
  return <SoundPreviewPage />;
}
