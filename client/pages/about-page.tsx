import { PageBanner } from '../components/layout/page-banner';
import { company } from '../content/company';
import { pageMeta } from '../content/page-meta';
import { AboutHistory } from '../features/about/about-history';
import { AboutIntro } from '../features/about/about-intro';
import { MissionCards } from '../features/about/mission-cards';

export function AboutPage() {
  return (
    <>
      <PageBanner heading={pageMeta['/about'].heading}>
        <p className="page-banner__lead">{company.tagline}</p>
      </PageBanner>
      <AboutIntro />
      <AboutHistory />
      <MissionCards />
    </>
  );
}
