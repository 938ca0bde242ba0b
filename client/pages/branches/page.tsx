import { PageBanner } from '../../components/layout/page-banner';
import { SectionHeader } from '../../components/section-header/section-header';
import { branchesPage, otherServiceableAreas } from '../../content/branches';
import { BranchFinder } from '../../features/branches/branch-finder';
import { ServiceableAreaCard } from '../../features/branches/serviceable-area-card';
import '../page-sections.css';

export default function BranchesPage() {
  return (
    <>
      <PageBanner heading={branchesPage.heading}>
        <p className="page-banner__lead page-banner__lead--text">{branchesPage.intro}</p>
      </PageBanner>
      <section className="section" aria-label={branchesPage.heading}>
        <div className="container">
          <BranchFinder />
        </div>
      </section>
      <section className="section section--alt" aria-labelledby="other-areas-title">
        <div className="container">
          <SectionHeader
            id="other-areas-title"
            heading={branchesPage.otherAreas.heading}
            intro={branchesPage.otherAreas.intro}
          />
          <ul className="area-cards">
            {otherServiceableAreas.map((area) => (
              <ServiceableAreaCard key={area.id} area={area} />
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
