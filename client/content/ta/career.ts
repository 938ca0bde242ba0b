// Tamil twin of ../career.ts: same exports and shapes, Tamil words.
import careerUrl from '../../assets/career.svg?no-inline';
import { company, mailHref } from './company';
import type * as en from '../career';
import type { WhyWorkPoint } from '../career';
import type { ContentImage, ContentLink, Translated } from '../types';
import type { CareerFormField } from '../../../shared/career-form-rules';

export const careerPage = {
  heading: 'வேலைவாய்ப்பு',
  introHeading: `${company.name} நிறுவனத்தில் பணியாற்றுங்கள்`,
  intro: `${company.name} ${company.foundedYear}-இல் தொடங்கப்பட்டு, தென்னிந்தியா முழுவதும் வேகமாக வளர்ந்துள்ளது. 200-க்கும் மேற்பட்டோர் எங்களுடன் பணிபுரிகின்றனர்; எங்கள் ஊழியர்களில் 60% பேர் பெண்கள். எங்களுடன் சேர்ந்து வளர விரும்புவோரைத் தேடுகிறோம்.`,
  whyHeading: 'எங்களிடம் ஏன் பணியாற்ற வேண்டும்',
  rolesHeading: 'நாங்கள் பணியமர்த்தும் பதவிகள்',
  formHeading: 'இப்போதே விண்ணப்பியுங்கள்',
} satisfies Translated<typeof en.careerPage>;

export const careerImage: ContentImage = {
  src: careerUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const whyWorkWithUs: WhyWorkPoint[] = [
  {
    id: 'growth',
    title: 'வளர்ச்சி',
    text: 'புதிய கிளைகளையும் ஃபிரான்சைஸ்களையும் திறந்து வருகிறோம். நாங்கள் வளர வளர, உங்களுக்குப் புதிய பதவிகளும் கூடுதல் பொறுப்புகளும் கிடைக்கும்.',
  },
  {
    id: 'inclusive-culture',
    title: 'அனைவருக்குமான பணிச்சூழல்',
    text: 'இங்கே அனைவரும் வரவேற்கப்படுகிறார்கள். எங்கள் குழுவில் பெரும்பாலோர் பெண்கள்; ஒவ்வொருவரின் குரலையும் மதிக்கிறோம்.',
  },
  {
    id: 'training',
    title: 'பயிற்சி',
    text: 'தங்கம், வாடிக்கையாளர்கள், எங்கள் பணி பற்றி நீங்கள் அறிய வேண்டியதைக் கற்றுத் தருகிறோம்; நம்பிக்கையுடன் உங்கள் வேலையைச் செய்யலாம்.',
  },
  {
    id: 'compensation',
    title: 'போட்டித்தன்மையுள்ள ஊதியம்',
    text: 'நல்ல உழைப்புக்கு, உங்கள் பதவிக்கான சந்தை நிலவரப்படி நியாயமான ஊதியம் தருகிறோம்.',
  },
];

export const careerFieldLabels: Record<CareerFormField, string> = {
  candidate_name: 'முழுப் பெயர்',
  candidate_email: 'மின்னஞ்சல்',
  phone_number: 'தொலைபேசி எண்',
  description: 'இந்தப் பணிக்கு நீங்கள் ஏன் பொருத்தமானவர்?',
  cv: 'பயோடேட்டா (PDF, DOC அல்லது DOCX, 5 MB வரை)',
};

export const howToApply: { heading: string; paragraphs: string[]; emailLink: ContentLink } = {
  heading: 'எப்படி விண்ணப்பிப்பது',
  paragraphs: [
    'இந்தப் பக்கத்தில் உள்ள படிவத்தில் உங்கள் பெயர், மின்னஞ்சல், தொலைபேசி எண் மற்றும் நீங்கள் ஏன் பொருத்தமானவர் என்பதைச் சில வரிகளில் நிரப்புங்கள்.',
    'உங்கள் பயோடேட்டாவை 5 MB வரையிலான PDF, DOC அல்லது DOCX கோப்பாக இணைத்து, "சமர்ப்பி" பொத்தானை அழுத்துங்கள்.',
    'உங்கள் பயோடேட்டாவை மின்னஞ்சலிலும் அனுப்பலாம். நீங்கள் விண்ணப்பிக்கும் பதவியைக் குறிப்பிடுங்கள்.',
  ],
  emailLink: {
    href: mailHref('வேலை விண்ணப்பம்'),
    label: company.email,
    ariaLabel: `உங்கள் பயோடேட்டாவை ${company.email} முகவரிக்கு மின்னஞ்சல் செய்யுங்கள்`,
  },
};
