import { SectionHeader } from '../../components/section-header/section-header';
import { goldReturnsBenefitGroups, goldReturnsCardPage } from '../../content/gold-returns-card';
import './benefit-groups.css';

export function BenefitGroups() {
  return (
    <section className="section section--alt" aria-labelledby="grc-benefits-title">
      <div className="container">
        <SectionHeader id="grc-benefits-title" heading={goldReturnsCardPage.benefitsHeading} />
        <div className="benefit-groups">
          {goldReturnsBenefitGroups.map((group) => (
            <div key={group.heading} className="benefit-group">
              <h3 className="benefit-group__title">{group.heading}</h3>
              <ul className="benefit-group__list">
                {group.benefits.map((benefit) => (
                  <li key={benefit.id} id={`benefit-${benefit.id}`}>
                    <strong className="benefit-group__name">{benefit.title}</strong>
                    <span>{benefit.text}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
