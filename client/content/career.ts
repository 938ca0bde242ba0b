import careerUrl from '../assets/career.svg?no-inline';
import { company, mailHref } from './company';
import type { ContentImage, ContentLink } from './types';

import type { CareerFormField } from '../../shared/career-form-rules';

export interface WhyWorkPoint {
  id: 'growth' | 'inclusive-culture' | 'training' | 'compensation';
  title: string;
  text: string;
}

export const careerPage = {
  heading: 'Careers',
  introHeading: `Work With ${company.name}`,
  intro: `${company.name} started in ${company.foundedYear} and has grown fast across South India. More than 200 people work with us, and 60% of our staff are women. We are looking for people who want to grow with us.`,
  whyHeading: 'Why Work With Us',
  rolesHeading: 'Roles We Hire For',
  formHeading: 'Apply Now',
};

export const careerImage: ContentImage = {
  src: careerUrl,
  width: 600,
  height: 400,
  alt: '',
};

export const whyWorkWithUs: WhyWorkPoint[] = [
  {
    id: 'growth',
    title: 'Growth',
    text: 'We are opening new branches and franchises. As we grow, you get new roles and more responsibility.',
  },
  {
    id: 'inclusive-culture',
    title: 'Inclusive Culture',
    text: 'Everyone is welcome here. Most of our team are women, and we value every voice.',
  },
  {
    id: 'training',
    title: 'Training',
    text: 'We teach you what you need to know about gold, customers and our work, so you can do your job with confidence.',
  },
  {
    id: 'compensation',
    title: 'Competitive Compensation',
    text: 'We pay fairly for good work, in line with the market for your role.',
  },
];

export const careerFieldLabels: Record<CareerFormField, string> = {
  candidate_name: 'Full Name',
  candidate_email: 'Email',
  phone_number: 'Phone Number',
  description: 'Why are you a good fit for us?',
  cv: 'Resume (PDF, DOC or DOCX, up to 5 MB)',
};

export const howToApply: { heading: string; paragraphs: string[]; emailLink: ContentLink } = {
  heading: 'How to Apply',
  paragraphs: [
    'Fill in the form on this page with your name, e-mail, phone number and a few lines about why you are a good fit.',
    'Attach your resume as a PDF, DOC or DOCX file of up to 5 MB, then press Submit.',
    'You can also e-mail your resume to us. Please mention the role you are applying for.',
  ],
  emailLink: {
    href: mailHref('Job application'),
    label: company.email,
    ariaLabel: `E-mail your resume to ${company.email}`,
  },
};
