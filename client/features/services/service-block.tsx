import { ActionLink } from '../../components/action-link/action-link';
import { ContentIcon } from '../../components/content-icon/content-icon';
import type { ServiceBlock as Service } from '../../content/services';
import './service-block.css';
import { sitePath } from '../../lib/site-locale';

export function ServiceBlock({ service }: { service: Service }) {
  return (
    <li className="service-block" id={service.id}>
      <ContentIcon name={service.icon} className="service-block__image" />
      <div className="service-block__body">
        <h2 className="service-block__title">{service.title}</h2>
        <p>{service.text}</p>
        <p className="service-block__links">
          <ActionLink link={service.learnMore} className="button button--dark" />
          {/* A document load, so the browser scrolls to the calculator the server rendered. */}
          {service.calculator ? (
            <a
              href={sitePath(service.calculator.href)}
              className="button button--outline"
              aria-label={service.calculator.ariaLabel}
            >
              {service.calculator.label}
            </a>
          ) : null}
        </p>
      </div>
    </li>
  );
}
