import { describe, expect, it } from 'vitest';
import {
  contact,
  mailHref,
  office,
  profiles,
  telHref,
  whatsappHrefFor,
} from '../../client/content/company-facts';
import type * as English from '../../client/content/company';
import { locales } from '../../shared/locales';

// The company's contact details and profiles are declared once, in
// client/content/company-facts.ts (placeholders the business replaces there, and only there,
// before launch): every language's company.ts holds words and takes the facts from there.

const modules = {
  ...import.meta.glob<typeof English>('../../client/content/company.ts', { eager: true }),
  ...import.meta.glob<typeof English>('../../client/content/*/company.ts', { eager: true }),
};

it('reads every language’s company.ts', () => {
  expect(Object.keys(modules)).toHaveLength(locales.length);
});

describe.each(Object.entries(modules))('%s', (_file, module) => {
  it('takes the contact details and the office’s place from company-facts.ts', () => {
    expect(module.company).toMatchObject(contact);
    expect(module.company.customerService).toBe(contact.customerService);
    expect(module.company.corporateOffice.geo).toBe(office.geo);
    expect(module.company.corporateOffice.address.postalCode).toBe(office.postalCode);
    expect(module.telHref).toBe(telHref);
    expect(module.mailHref).toBe(mailHref);
  });

  it('links the profiles of company-facts.ts, and WhatsApp with its own greeting', () => {
    const links = [...module.headerSocialLinks, ...module.footerSocialLinks];
    for (const link of links)
      expect(link.href, link.network).toBe(
        link.network === 'whatsapp'
          ? whatsappHrefFor(module.company.whatsappMessage)
          : profiles[link.network],
      );
    expect(module.whatsappHref).toBe(whatsappHrefFor(module.company.whatsappMessage));
    expect(module.whatsappHref).toContain(`wa.me/${contact.whatsappNumber}?text=`);
  });
});
