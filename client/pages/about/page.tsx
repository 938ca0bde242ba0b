import { PageBanner } from '../components/layout/page-banner';
import { company } from '../content/company';
import { pageHeadings } from '../content/page-headings';
import { AboutHistory } from '../features/about/about-history';
import { AboutIntro } from '../features/about/about-intro';
import { MissionCards } from '../features/about/mission-cards';

export function AboutPage() {
  return (
    <>
      <PageBanner heading={pageHeadings['/about']}>
        <p className="page-banner__lead">{company.tagline}</p>
      </PageBanner>
      <AboutIntro />
      <AboutHistory />
      <MissionCards />
    </>
  );
}
