import { Link } from 'react-router';
import { selectConfiguration, useAppSelector } from '../../store';
import { useLanguage } from '../../lib/use-language';
import { useConfiguratorData } from '../configurator/use-configurator-data';
import { HeroView, scrollToSound, SummaryCardView } from './hero-view';

export { scrollToSound } from './hero-view';

function SummaryCard() {
  const configuration = useAppSelector(selectConfiguration);
  const { data, isLoading } = useConfiguratorData();
  const { language } = useLanguage();
  return <SummaryCardView configuration={configuration} data={data} isLoading={isLoading} language={language} />;
}

export function Hero() {
  const { language } = useLanguage();
  return <HeroView Link={Link} summary={<SummaryCard />} onHearSound={scrollToSound} language={language} />;
}
