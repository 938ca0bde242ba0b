// Shared by the form browser tests: typing what a visitor types, and reading the journal.
import { createHash } from 'node:crypto';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { ENQUIRY_SEEN_KEY } from '../../shared/enquiry-sent-memory';
import { API_PATHS } from '../../shared/api-paths';
import { leadForms, type LeadInputName } from '../../shared/lead-forms';
import { franchiseFieldLabels } from '../../client/content/partner';
import type { PageOptions, WatchedPage } from '../helpers/browser';
import { makePdf } from '../helpers/cv-fixtures';
import { resetMock } from '../helpers/start-site';

/** Keeps the home page's pop-up out of the way of the inline form, on every page the context opens. */
export const withoutEnquiryPopup = (context: BrowserContext) =>
  context.addInitScript((key) => sessionStorage.setItem(key, '1'), ENQUIRY_SEEN_KEY);

/** A fresh page for a lead test: the mock backend's journal empty, the pop-up out of the way. */
export async function openLeadTestPage(
  mockUrl: string,
  openPage: (options: PageOptions) => Promise<WatchedPage>,
  options: PageOptions,
): Promise<WatchedPage> {
  await resetMock(mockUrl);
  const opened = await openPage(options);
  await withoutEnquiryPopup(opened.context);
  return opened;
}

// Typed by each form's inputs: a field added to a form does not compile here until the tests
// fill it in too.
export const contactLead: Record<LeadInputName<'contact'>, string> = {
  full_name: 'Asha Rao',
  phone_number: '9845012345',
  service_required: 'Release Pledged Gold',
};
export const goldTyped: Record<LeadInputName<'gold'>, string> = {
  full_name: 'Ravi Kumar',
  city: 'Hubballi',
  gold_grams: '12.5',
  karat_score: '22',
  phone_number: '+91 98450 12345',
  email: 'ravi@example.com',
};
export const franchiseTyped: Record<LeadInputName<'franchise'>, string> = {
  full_name: 'Meena Shetty',
  phone_number: '9900112233',
  email: 'meena@example.com',
  total_funds_available: '25 lakh',
  funds_in_hand_to_invest: '15 lakh',
  previous_experience: 'Ran a jewellery shop for six years',
  area_of_interest: 'Davangere',
};
export const careerTyped: Record<LeadInputName<'career'>, string> = {
  candidate_name: 'Kavya N',
  candidate_email: 'kavya@example.com',
  phone_number: '9876543210',
  description: 'Five years as a telecaller',
};
export const cvBytes = makePdf();
export const cvSha256 = createHash('sha256').update(cvBytes).digest('hex');

export async function fillContact(scope: Locator | Page) {
  await scope.getByLabel('Full Name').fill(contactLead.full_name);
  await scope.getByLabel('Phone Number').fill(contactLead.phone_number);
  await scope.getByLabel('Service Required').selectOption(contactLead.service_required);
}

export async function fillGold(scope: Locator | Page) {
  await scope.getByLabel('Full Name').fill(goldTyped.full_name);
  await scope.getByLabel('City').fill(goldTyped.city);
  await scope.getByLabel('Gold (in grams)').fill(goldTyped.gold_grams);
  await scope.getByLabel('Karat').selectOption(goldTyped.karat_score);
  await scope.getByLabel('Phone Number').fill(goldTyped.phone_number);
  await scope.getByLabel('Email').fill(goldTyped.email);
}

export async function fillFranchise(scope: Locator | Page) {
  for (const name of leadForms.franchise.inputs)
    await scope.getByLabel(franchiseFieldLabels[name], { exact: true }).fill(franchiseTyped[name]);
}

export async function fillCareer(scope: Locator | Page) {
  await scope.getByLabel('Full Name').fill(careerTyped.candidate_name);
  await scope.getByLabel('Email').fill(careerTyped.candidate_email);
  await scope.getByLabel('Phone Number').fill(careerTyped.phone_number);
  await scope.getByLabel('Why are you a good fit for us?').fill(careerTyped.description);
  await scope
    .getByLabel(/^Resume/)
    .setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: cvBytes });
}

/** What each form must deliver upstream, exactly. */
export const expectedLeads = {
  contact: { path: API_PATHS.contact, body: contactLead },
  gold: { path: API_PATHS.gold, body: { ...goldTyped, karat_score: 22 } },
  franchise: {
    path: API_PATHS.franchise,
    body: { ...franchiseTyped, funds_required_to_borrow: '', source_of_borrow: '' },
  },
  career: { path: API_PATHS.career, body: { ...careerTyped, source: leadForms.career.fixed.source } },
} as const;
