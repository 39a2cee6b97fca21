import { Link } from 'react-router';
import { selectConfiguration, useAppSelector } from '../../store';
import { useConfiguratorData } from '../configurator/use-configurator-data';
import { HeroView, scrollToSound, SummaryCardView } from './hero-view';

export { scrollToSound } from './hero-view';

function SummaryCard() {
  const configuration = useAppSelector(selectConfiguration);
  const { data, isLoading } = useConfiguratorData();
  return <SummaryCardView configuration={configuration} data={data} isLoading={isLoading} />;
}

export function Hero() {
  return <HeroView Link={Link} summary={<SummaryCard />} onHearSound={scrollToSound} />;
}
