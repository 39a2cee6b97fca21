import { VideoPlayer } from '../../components/media/video-player';
import { useLanguage } from '../../lib/use-language';
import { soundSignatures, technologyVideoOrder } from './sound-signatures';
import { useMediaErrorNotice } from './use-media-error-notice';

/**
 * The two sound-technology videos of the home page. The surrounding section (its `sound-technology` anchor,
 * heading, craftsmanship image and How It Works list) is the home page's, which lazy-loads this block into it.
 */
export function SoundTechnologySection() {
  const reportError = useMediaErrorNotice();
  const { language } = useLanguage();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {technologyVideoOrder.map((id) => {
        const { video } = soundSignatures[language][id];
        return (
          <VideoPlayer
            key={id}
            title={video.title}
            sources={video.sources}
            poster={video.poster}
            caption={video.caption}
            onError={reportError}
            language={language}
          />
        );
      })}
    </div>
  );
}
