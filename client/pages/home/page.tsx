import { EnquiryPopup } from '../../features/enquiry-popup/enquiry-popup';
import { BranchCarousel } from '../../features/branches/branch-carousel';
import { CalculateBanner } from '../../features/home/calculate-banner';
import { ContactSection } from '../../features/home/contact-section';
import { GoldReturnsPromo } from '../../features/home/gold-returns-promo';
import { HeroSection } from '../../features/home/hero-section';
import { ServicesTiles } from '../../features/home/services-tiles';
import { WelcomeBanner } from '../../features/home/welcome-banner';
import { RatesTicker } from '../../features/rates-ticker/rates-ticker';

/** docs/product-rules.md §3, in its order: pop-up, hero, welcome, contact, services, calculate, card and news, branches. */
export default function HomePage() {
  return (
    <>
      <EnquiryPopup />
      <HeroSection />
      <WelcomeBanner />
      <ContactSection />
      <ServicesTiles />
      <CalculateBanner />
      <GoldReturnsPromo />
      <BranchCarousel />
    </>
  );
}

/** The rates ticker comes last, after the footer (docs/product-rules.md, "What each page shows"). */
export function AfterFooter() {
  return <RatesTicker />;
}
