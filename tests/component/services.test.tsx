import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageAt } from '../../shared/site-pages';
import { isFaqTabId } from '../../client/content/faq';
import { servicesSection } from '../../client/content/home';
import { iconSpriteUrl } from '../../client/content/icons';
import { serviceBlocks } from '../../client/content/services';
import { ServicesTiles } from '../../client/features/home/services-tiles';
import ServicesPage from '../../client/pages/services/page';

const renderIn = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('/services', () => {
  it('shows the eight service blocks, each under its own h2', () => {
    renderIn(<ServicesPage />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'We Buy Gold',
      'We Release Pledged Gold',
      'We Give Gold On Rent (1 To 3 Days)',
      'We Repledge Gold',
      'We Sell Gold',
      'Stone Value For Your Jewellery',
      'Doorstep Service',
      'Gold Returns Card (4-Year Validity)',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('gives every block a Learn More link to the matching FAQ tab or page', () => {
    renderIn(<ServicesPage />);
    const links = screen.getAllByRole('link', { name: /^Learn more/i });
    expect(links).toHaveLength(serviceBlocks.length);
    links.forEach((link, index) => {
      const block = serviceBlocks[index]!;
      // Visible 'Learn More'; the rest of the name is visually hidden text, so link lists,
      // screen readers and search engines all read what the link is about.
      expect(link.firstChild?.textContent).toBe('Learn More');
      expect(link.querySelector('.visually-hidden')).not.toBeNull();
      expect(link.textContent?.toLowerCase()).toBe(block.learnMore.ariaLabel.toLowerCase());
      expect(link.getAttribute('aria-label')).toBeNull();
      expect(link.getAttribute('href')).toBe(block.learnMore.href);
    });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/faq?tab=buy',
      '/faq?tab=release',
      '/faq?tab=rent',
      '/faq?tab=release',
      '/faq?tab=sell',
      '/faq?tab=buy',
      '/calculator',
      '/gold-returns-card',
    ]);
  });

  it('never links a Learn More to a page or FAQ tab that does not exist', () => {
    for (const { learnMore } of serviceBlocks) {
      const url = new URL(learnMore.href, 'http://localhost');
      expect(pageAt(url.pathname), learnMore.href).not.toBeNull();
      const tab = url.searchParams.get('tab');
      if (tab !== null) expect(isFaqTabId(tab), learnMore.href).toBe(true);
    }
    expect(new Set(serviceBlocks.map((b) => b.learnMore.ariaLabel)).size).toBe(serviceBlocks.length);
  });
});

describe('home services tiles', () => {
  it('shows the four tiles with our artwork, each linking to /services', () => {
    renderIn(<ServicesTiles />);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    items.forEach((item, index) => {
      const tile = servicesSection.tiles[index]!;
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(tile.title);
      expect(item.querySelector('svg[aria-hidden="true"] use')?.getAttribute('href')).toBe(
        `${iconSpriteUrl}#${tile.icon}`,
      );
      expect(within(item).getByRole('link').getAttribute('href')).toBe('/services');
    });
    expect(servicesSection.tiles.map((t) => t.id)).toEqual(['gold-high', 'gold', 'rent', 'we-buy']);
  });
});
