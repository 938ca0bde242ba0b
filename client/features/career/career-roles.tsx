import { SectionHeader } from '../../components/section-header/section-header';
import { careerPage } from '../../content/career';
import { careerRoles } from '../../content/career-roles';
import './career.css';

export function CareerRoles() {
  return (
    <section className="section" aria-labelledby="career-roles-title">
      <div className="container">
        <SectionHeader id="career-roles-title" heading={careerPage.rolesHeading} />
        <ul className="career-roles">
          {careerRoles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
