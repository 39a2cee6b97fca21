import { useDocumentTitle } from '../../lib/use-language';
import { lazy } from 'react';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { loadSoundPreview } from '../../lib/media-slot';

const SoundPreviewPage = lazy(async () => {
  const module = await loadSoundPreview();
  return { default: module.SoundPreviewPage ?? NotFoundPage };
});

export default function SoundPreviewRoute() {
  useDocumentTitle({ en: 'Sound Preview Center', th: 'ศูนย์ทดลองฟังเสียง' });
  return <SoundPreviewPage />;
}
