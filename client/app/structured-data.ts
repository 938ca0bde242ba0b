import { branchBySlug, branches, type Branch } from '../content/branches';
import { company, footerSocialLinks, headerSocialLinks } from '../content/company';
import { faqTabs } from '../content/faq';
import { mapsDirectionsUrl } from '../lib/directions-url';
import { SHARE_CARD } from './page-head';
import type { PageMatch } from '../../shared/site-pages';
import { pathOf } from '../../shared/site-page-params';
import { jsonInScript } from '../../shared/json-in-script';
import { siteLocale, sitePath } from '../lib/site-locale';
import { localeInfo } from '../../shared/locales';

const inLanguage = localeInfo[siteLocale].tag;

// Server only: schema.org JSON-LD for the <head>. Types and properties follow schema.org
// (https://schema.org/Organization, /JewelryStore, /PostalAddress, /GeoCoordinates, /FAQPage)
// and Google's structured-data guidelines: the Organization on every page, one JewelryStore
// (a LocalBusiness subtype) per branch on /branches and on each branch's own page (same @id,
// so search engines see one store), the WebSite and the page as part of it, the FAQ page as an
// FAQPage.
// Every value comes from the content modules, so the business edits one place.

type JsonLd = Record<string, unknown>;

/** The square logo made with the share card by scripts/make-artwork.ts. */
const LOGO_IMAGE = { path: '/logo-512.png', width: 512, height: 512 } as const;

const organizationId = (origin: string) => `${origin}/#organization`;

function postalAddress(address: Branch['address']): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.streetAddress,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

function organization(origin: string): JsonLd {
  const sameAs = [
    ...new Set(
      [...headerSocialLinks, ...footerSocialLinks].filter((l) => l.network !== 'whatsapp').map((l) => l.href),
    ),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(origin),
    name: company.name,
    alternateName: company.shortName,
    url: `${origin}/`,
    logo: {
      '@type': 'ImageObject',
      url: origin + LOGO_IMAGE.path,
      width: LOGO_IMAGE.width,
      height: LOGO_IMAGE.height,
    },
    image: origin + SHARE_CARD.path,
    slogan: company.tagline,
    foundingDate: String(company.foundedYear),
    email: company.email,
    telephone: company.phoneE164,
    address: postalAddress(company.corporateOffice.address),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phoneE164,
      email: company.email,
      areaServed: company.customerService.areaServed,
      availableLanguage: company.customerService.languages,
    },
    sameAs,
  };
}

/** schema.org's OpeningHoursSpecification: days as schema.org day URLs, times as "HH:MM". */
function openingHoursSpecification(branch: Branch): JsonLd[] {
  return branch.openingHours.map((rule) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: rule.days.map((day) => `https://schema.org/${day}`),
    opens: rule.opens,
    closes: rule.closes,
  }));
}

function jewelryStore(branch: Branch, origin: string): JsonLd {
  const url = origin + sitePath(pathOf('branch', { slug: branch.slug }));
  return {
    '@type': 'JewelryStore',
    '@id': `${url}#store`,
    name: `${company.name}, ${branch.city}`,
    description: branch.landmarkTitle,
    url,
    image: origin + SHARE_CARD.path,
    telephone: branch.phoneE164,
    email: company.email,
    address: postalAddress(branch.address),
    geo: { '@type': 'GeoCoordinates', latitude: branch.geo.lat, longitude: branch.geo.lng },
    hasMap: mapsDirectionsUrl(branch.geo),
    openingHoursSpecification: openingHoursSpecification(branch),
    parentOrganization: { '@id': organizationId(origin) },
  };
}

/** This language's site, whose name search engines show beside its pages. */
const webSiteId = (origin: string) => `${origin}${sitePath('/')}#website`;

function webSite(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': webSiteId(origin),
    url: origin + sitePath('/'),
    name: company.name,
    alternateName: company.shortName,
    inLanguage,
    publisher: { '@id': organizationId(origin) },
  };
}

/**
 * The page itself, so search engines read its language from the data too: part of the site (a
 * WebPage is part of a creative work, never of an Organization). The FAQ page is one node, an
 * FAQPage with its questions, not a WebPage beside an FAQPage for the same URL.
 */
function webPage(match: PageMatch, origin: string): JsonLd {
  const path = match.page.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(match.params[name] ?? ''),
  );
  const url = origin + sitePath(path);
  return {
    '@context': 'https://schema.org',
    '@type': match.page.id === 'faq' ? 'FAQPage' : 'WebPage',
    '@id': `${url}#webpage`,
    url,
    inLanguage,
    isPartOf: { '@id': webSiteId(origin) },
    ...(match.page.id === 'faq' ? { mainEntity: faqQuestions() } : {}),
  };
}

function branchStores(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@graph': branches.map((branch) => jewelryStore(branch, origin)),
  };
}

function faqQuestions(): JsonLd[] {
  return faqTabs.flatMap((tab) =>
    tab.questions.map((q) => ({
      '@type': 'Question',
      name: q.question,
      acceptedAnswer: { '@type': 'Answer', text: q.answer },
    })),
  );
}

/** The JSON-LD objects for a page (null: the 404 page, which gets the Organization and the site only). */
export function structuredDataFor(match: PageMatch | null, origin: string): JsonLd[] {
  const data = [organization(origin), webSite(origin)];
  if (match) data.push(webPage(match, origin));
  const pageId = match?.page.id;
  if (pageId === 'branches') data.push(branchStores(origin));
  if (pageId === 'branch') {
    const branch = branchBySlug(match!.params.slug ?? '');
    if (branch) data.push({ '@context': 'https://schema.org', ...jewelryStore(branch, origin) });
  }
  return data;
}

/**
 * A <script type="application/ld+json"> data block. No CSP nonce: a data block is never
 * executed, so script-src does not apply to it, and putting the nonce on more elements than
 * need it only widens where it can leak.
 */
export function jsonLdScript(data: JsonLd): string {
  return `<script type="application/ld+json">${jsonInScript(data)}</script>`;
}
