import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, StaticRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { documentsAccepted, eligibility, faqTabs } from '../../client/content/faq';
import FaqPage from '../../client/pages/faq/page';

let currentSearch = '';
function SearchProbe() {
  currentSearch = useLocation().search;
  return null;
}

function renderFaq(entry = '/faq') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <FaqPage />
      <SearchProbe />
    </MemoryRouter>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true');
const visiblePanels = () =>
  [...document.querySelectorAll('[role="tabpanel"]')].filter((p) => !(p as HTMLElement).hidden);

describe('FAQ tabs', () => {
  it('shows the four topics as tabs with We Buy Gold selected by default', () => {
    renderFaq();
    expect(screen.getByRole('tablist').getAttribute('aria-label')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(faqTabs.map((t) => t.label));
    expect(selectedTab()?.textContent).toBe('We Buy Gold');
    expect(visiblePanels()).toHaveLength(1);
    const panel = visiblePanels()[0]!;
    expect(panel.id).toBe(tab('We Buy Gold').getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('We Buy Gold').id);
    expect(tab('We Buy Gold').tabIndex).toBe(0);
    expect(tab('We Sell Gold').tabIndex).toBe(-1);
  });

  it('selects a tab on click and records it in the URL', async () => {
    const user = userEvent.setup();
    renderFaq();
    await user.click(tab('We Give Gold On Rent'));
    expect(selectedTab()?.textContent).toBe('We Give Gold On Rent');
    expect(visiblePanels()[0]!.id).toBe('faq-panel-rent');
    expect(currentSearch).toBe('?tab=rent');
    expect(tab('We Give Gold On Rent').tabIndex).toBe(0);
    expect(tab('We Buy Gold').tabIndex).toBe(-1);
  });

  it('moves focus and selection with the arrow keys, Home and End (roving tabindex)', async () => {
    const user = userEvent.setup();
    renderFaq();
    act(() => tab('We Buy Gold').focus());
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('We Give Gold On Rent'));
    expect(selectedTab()).toBe(tab('We Give Gold On Rent'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(tab('We Sell Gold'));
    expect(currentSearch).toBe('?tab=sell');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('We Buy Gold'));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe(tab('We Sell Gold'));
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe(tab('We Buy Gold'));
    expect(visiblePanels()[0]!.id).toBe('faq-panel-buy');
  });

  it.each([
    ['rent', 'We Give Gold On Rent'],
    ['release', 'We Release Your Pledge Gold'],
    ['sell', 'We Sell Gold'],
    ['buy', 'We Buy Gold'],
    ['nonsense', 'We Buy Gold'],
  ])('opens the tab named by ?tab=%s', (id, label) => {
    renderFaq(`/faq?tab=${id}`);
    expect(selectedTab()?.textContent).toBe(label);
    expect(visiblePanels()).toHaveLength(1);
  });

  it('renders the deep-linked tab in the server HTML already', () => {
    const html = renderToString(
      <StaticRouter location="/faq?tab=release">
        <FaqPage />
      </StaticRouter>,
    );
    expect(html).toMatch(/aria-selected="true"[^>]*>We Release Your Pledge Gold</);
    expect(html).toMatch(
      /<div role="tabpanel" id="faq-panel-release" aria-labelledby="faq-tab-release" class="faq-tabs__panel">/,
    );
    expect(html).toMatch(/id="faq-panel-buy"[^>]*hidden/);
  });
});

describe('FAQ questions', () => {
  it('gives the buy tab at least 19 questions, each its own disclosure', () => {
    renderFaq();
    const buy = faqTabs.find((t) => t.id === 'buy')!;
    expect(buy.questions.length).toBeGreaterThanOrEqual(19);
    const items = document.querySelectorAll('#faq-panel-buy details');
    expect(items).toHaveLength(buy.questions.length);
    items.forEach((item, index) => {
      expect(item.querySelector('summary')?.textContent).toBe(buy.questions[index]!.question);
    });
  });

  it('opens and closes question 18 without touching question 19, and the other way round', async () => {
    const user = userEvent.setup();
    renderFaq();
    const q18 = document.getElementById('buy-18') as HTMLDetailsElement;
    const q19 = document.getElementById('buy-19') as HTMLDetailsElement;
    await user.click(q18.querySelector('summary')!);
    expect(q18.open).toBe(true);
    expect(q19.open).toBe(false);
    await user.click(q19.querySelector('summary')!);
    expect(q18.open).toBe(true);
    expect(q19.open).toBe(true);
    await user.click(q18.querySelector('summary')!);
    expect(q18.open).toBe(false);
    expect(q19.open).toBe(true);
  });

  it('keeps questions of every tab independent', async () => {
    const user = userEvent.setup();
    renderFaq('/faq?tab=rent');
    const all = [...document.querySelectorAll<HTMLDetailsElement>('#faq-panel-rent details')];
    await user.click(all[0]!.querySelector('summary')!);
    expect(all.map((d) => d.open)).toEqual(all.map((_, i) => i === 0));
  });
});

describe('FAQ reference sections', () => {
  it('lists Documents Accepted and Eligibility under the tabs', () => {
    renderFaq();
    expect(screen.getByRole('heading', { level: 2, name: documentsAccepted.heading })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: eligibility.heading })).toBeTruthy();
    for (const item of eligibility.items) expect(screen.getByText(item)).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
