import { PageBanner } from '../../components/layout/page-banner';
import { serviceBlocks, servicesPage } from '../../content/services';
import { ServiceBlock } from '../../features/services/service-block';
import '../page-sections.css';

export default function ServicesPage() {
  return (
    <>
      <PageBanner heading={servicesPage.heading}>
        <p className="page-banner__lead page-banner__lead--text">{servicesPage.intro}</p>
      </PageBanner>
      <section className="section section--alt" aria-label={servicesPage.heading}>
        <ul className="container service-blocks">
          {serviceBlocks.map((service) => (
            <ServiceBlock key={service.id} service={service} />
          ))}
        </ul>
      </section>
    </>
  );
}
