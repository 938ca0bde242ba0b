import { PageBanner } from '../../components/layout/page-banner';
import { aboutPage } from '../../content/about';
import { company } from '../../content/company';
import { AboutHistory } from '../../features/about/about-history';
import { AboutIntro } from '../../features/about/about-intro';
import { MissionCards } from '../../features/about/mission-cards';

export default function AboutPage() {
  return (
    <>
      <PageBanner heading={aboutPage.heading}>
        <p className="page-banner__lead">{company.tagline}</p>
      </PageBanner>
      <AboutIntro />
      <AboutHistory />
      <MissionCards />
    </>
  );
}
