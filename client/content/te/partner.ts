// Telugu twin of ../partner.ts: same exports and shapes, Telugu words.
import expenseTableUrl from '../../assets/partner/franchise-expense-table-placeholder-te.svg?no-inline';
import type * as en from '../partner';
import type { ContentImage, Translated } from '../types';

export const partnerPage = {
  heading: 'ఫ్రాంచైజీ భాగస్వామి అవ్వండి',
  intro:
    'నమ్మకమైన పేరుతో మీ సొంత బంగారం వ్యాపారం ప్రారంభించండి. టైర్ 2, టైర్ 3, టైర్ 4 పట్టణాలకు చేరుకోవాలని, అందుకు స్థానిక భాగస్వాముల కోసం చూస్తున్నాం. కింద ఏర్పాటు ఖర్చులు చూసి, ఫారం నింపండి. మా బృందం మీకు కాల్ చేస్తుంది.',
  expenseHeading: 'ఫ్రాంచైజీ ఖర్చులు',
  formHeading: 'ఫ్రాంచైజీ దరఖాస్తు ఫారం',
} satisfies Translated<typeof en.partnerPage>;

export const franchiseExpenseImage: ContentImage = {
  src: expenseTableUrl,
  width: 800,
  height: 560,
  alt: 'ఫ్రాంచైజీ ఖర్చుల నమూనా పట్టిక. వరుసలు: ఫ్రాంచైజీ ఫీజు, షాపు ఇంటీరియర్, భద్రత మరియు సీసీటీవీ, పరీక్ష యంత్రం, నిర్వహణ మూలధనం, మొత్తం. మొత్తాలు ఇంకా ఖరారు కావాల్సి ఉంది.',
};

export const franchiseFieldLabels = {
  full_name: 'పూర్తి పేరు',
  phone_number: 'ఫోన్ నంబర్',
  email: 'ఈమెయిల్',
  total_funds_available: 'అందుబాటులో ఉన్న మొత్తం నిధులు',
  funds_in_hand_to_invest: 'పెట్టుబడికి చేతిలో ఉన్న నిధులు',
  previous_experience: 'గత అనుభవం',
  area_of_interest: 'ఆసక్తి ఉన్న ప్రాంతం',
} satisfies Translated<typeof en.franchiseFieldLabels>;
