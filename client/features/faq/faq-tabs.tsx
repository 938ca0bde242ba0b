import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/site-link/site-link';
import { defaultFaqTabId, faqPage, faqTabs, isFaqTabId, type FaqTabId } from '../../content/faq';
import { FaqQuestionList } from './faq-question-list';
import './faq-tabs.css';
import { sitePath } from '../../lib/site-locale';

const tabId = (id: FaqTabId) => `faq-tab-${id}`;
const panelId = (id: FaqTabId) => `faq-panel-${id}`;

/**
 * The four FAQ topics as WAI-ARIA tabs with automatic activation. The active tab lives in the
 * URL (`?tab=buy|rent|release|sell`), so the server renders the right one and a link can open
 * it. Tabs are links to that URL: without JavaScript a click still shows the topic.
 */
export function FaqTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab') ?? '';
  const activeId: FaqTabId = isFaqTabId(requested) ? requested : defaultFaqTabId;
  const tabRefs = useRef(new Map<FaqTabId, HTMLAnchorElement>());
  // The arrow keys that move between tabs need JavaScript: until it runs (or without it) every
  // tab is in the Tab order, as the links they are.
  const [arrowKeysWork, setArrowKeysWork] = useState(false);
  useEffect(() => setArrowKeysWork(true), []);

  const activate = (id: FaqTabId) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', id);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = faqTabs.length - 1;
    const target: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
      // Links answer Enter only; a tab must answer Space too.
      ' ': index,
    };
    const next = target[event.key];
    if (next === undefined) return;
    event.preventDefault();
    activate(faqTabs[next]!.id);
  };

  return (
    <div className="faq-tabs">
      <div role="tablist" aria-label={faqPage.tabListLabel} className="faq-tabs__list">
        {faqTabs.map((tab, index) => {
          const selected = tab.id === activeId;
          return (
            <SiteLink
              key={tab.id}
              ref={(el) => {
                if (el) tabRefs.current.set(tab.id, el);
                else tabRefs.current.delete(tab.id);
              }}
              to={`?tab=${tab.id}`}
              replace
              preventScrollReset
              role="tab"
              id={tabId(tab.id)}
              className="faq-tabs__tab"
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected || !arrowKeysWork ? 0 : -1}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </SiteLink>
          );
        })}
      </div>
      {faqTabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== activeId}
          className="faq-tabs__panel"
        >
          {tab.link ? (
            <p className="faq-tabs__link">
              {/* A document load: the browser then scrolls to the calculator the server rendered. */}
              <a href={sitePath(tab.link.href)}>{tab.link.label}</a>
            </p>
          ) : null}
          <FaqQuestionList questions={tab.questions} />
        </div>
      ))}
    </div>
  );
}
