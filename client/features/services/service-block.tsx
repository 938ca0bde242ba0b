import { ActionLink } from '../../components/action-link/action-link';
import { ContentIcon } from '../../components/content-icon/content-icon';
import type { ServiceBlock as Service } from '../../content/services';
import './service-block.css';

export function ServiceBlock({ service }: { service: Service }) {
  return (
    <li className="service-block" id={service.id}>
      <ContentIcon name={service.icon} className="service-block__image" />
      <div className="service-block__body">
        <h2 className="service-block__title">{service.title}</h2>
        <p>{service.text}</p>
        <ActionLink link={service.learnMore} className="button button--dark" />
      </div>
    </li>
  );
}
