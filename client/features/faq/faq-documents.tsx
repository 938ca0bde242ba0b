import { SectionHeader } from '../../components/section-header/section-header';
import { documentsAccepted } from '../../content/faq';
import './faq-lists.css';

export function FaqDocuments() {
  return (
    <section className="section section--alt" aria-labelledby="faq-documents-title">
      <div className="container">
        <SectionHeader
          id="faq-documents-title"
          heading={documentsAccepted.heading}
          intro={documentsAccepted.intro}
          align="start"
        />
        <div className="faq-lists">
          {documentsAccepted.groups.map((group) => (
            <div key={group.heading} className="faq-lists__group">
              <h3 className="faq-lists__title">{group.heading}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
