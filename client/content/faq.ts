// FAQ copy, written from docs/product-rules.md, "Business rules (FAQ copy)"; no other figures. Question ids are
// stable: pages use them for element ids and anchors, so do not renumber them when editing.

export type FaqTabId = 'buy' | 'rent' | 'release' | 'sell';

export interface FaqQuestion {
  id: string;
  question: string;
  answer: string;
}

export interface FaqTab {
  id: FaqTabId;
  label: string;
  questions: FaqQuestion[];
  /** A link shown above the questions (the release calculator). */
  link?: { href: string; label: string };
}

export interface FaqListSection {
  heading: string;
  intro?: string;
  groups: { heading: string; items: string[] }[];
}

const faqTabIds: readonly FaqTabId[] = ['buy', 'rent', 'release', 'sell'];
export const defaultFaqTabId: FaqTabId = 'buy';

export const isFaqTabId = (v: string): v is FaqTabId => (faqTabIds as readonly string[]).includes(v);

export const faqPage = {
  heading: 'Frequently Asked Questions',
  intro:
    'Answers to common questions about selling, renting, releasing and buying gold with us. Still not sure? Call us.',
  tabListLabel: 'FAQ topics',
};

const q = (tab: FaqTabId, items: [string, string][]): FaqQuestion[] =>
  items.map(([question, answer], i) => ({ id: `${tab}-${i + 1}`, question, answer }));

export const faqTabs: FaqTab[] = [
  {
    id: 'buy',
    label: 'We Buy Gold',
    questions: q('buy', [
      [
        'Who can sell gold to you?',
        'You must be 21 years old or older. If you are under 21, you need written consent from a parent or guardian.',
      ],
      [
        'I am under 21. Can I still sell my gold?',
        'Only with written consent from your parent or guardian. Without that consent, we cannot buy gold from you.',
      ],
      [
        'Which documents do I need to bring?',
        'Bring one ID proof and one address proof. Please also bring the original purchase bill or receipt of the gold.',
      ],
      [
        'Do I need the original purchase bill?',
        'Yes. Please bring the original bill or receipt from when the gold was bought. A copy is not enough.',
      ],
      [
        'Can I sell gold that belongs to someone else?',
        'You can sell only your own gold or metals. You can sell gold that belongs to your spouse or parent if you bring their written consent.',
      ],
      [
        'I live in another town. What address proof do I need?',
        'If you are not a local resident, please bring proof of your native or permanent address.',
      ],
      [
        'I am an NRI or a PIO. What do I need?',
        'Please bring your passport, your PAN card and a proof of your address in India.',
      ],
      [
        'I am not an Indian citizen. Can I sell gold to you?',
        'Yes. Please bring your passport, your visa and a proof of your address in India.',
      ],
      [
        'How long does the process take?',
        'Verification takes about 15 minutes. After that, we tell you the price.',
      ],
      [
        'Do you charge for testing my gold?',
        'No. Testing is free. You do not pay anything to know the purity of your gold.',
      ],
      [
        'How do you calculate the price?',
        "Price = net weight x purity x today's rate. We weigh your gold, test its purity, and use the rate for that day.",
      ],
      [
        'What is net weight?',
        'Net weight is the weight of the metal alone. Anything that is not gold or metal is not counted in it. Real stones are valued separately.',
      ],
      [
        'Do you pay for the stones in my jewellery?',
        'Yes. We pay for real stones, in addition to the price of the gold.',
      ],
      ['How will I get paid?', 'We pay by cash, NEFT, IMPS or RTGS. You choose the option that suits you.'],
      ['Are you open on Sundays?', 'Yes. We are open every day, including Sundays.'],
      [
        'Do you keep a margin?',
        "Yes. Like any business, we keep a margin. Your price is still based on net weight, purity and today's rate.",
      ],
      [
        'Do you buy metals other than gold?',
        'Yes. We buy gold and other precious metals, such as silver, at market rates.',
      ],
      [
        "Where can I see today's rate?",
        "Our home page shows today's rate per gram for 24K gold and for silver. You can also call us, or fill in the form on our calculator page.",
      ],
      [
        'Can you come to my home?',
        'Yes. We offer a doorstep service. Call us or send an enquiry, and our team will plan a visit with you.',
      ],
      [
        'When do you refuse to buy gold?',
        'We cannot buy if you are under 21 without written consent from a parent or guardian, if you cannot show ID and address proof, or if the gold is not yours and you do not have written consent from the owner.',
      ],
    ]),
  },
  {
    id: 'rent',
    label: 'We Give Gold On Rent',
    questions: q('rent', [
      ['For how long can I rent gold jewellery?', 'You can rent jewellery for 1 to 3 days.'],
      [
        'Can I rent jewellery for just one day?',
        'Yes. One day is fine, for example for a wedding or a festival.',
      ],
      ['How early should I book?', 'Please book at least 3 days before you need the jewellery.'],
      [
        'When will I get the jewellery?',
        'We deliver the jewellery 24 to 48 hours after your booking is confirmed.',
      ],
      ['What does it cost?', 'The rental fee is 2% of the value of the gold, for each day.'],
      ['Do I need to pay a deposit?', 'No. There is no deposit.'],
      ['How can I pay?', 'You can pay by cash, RTGS, IMPS or net banking.'],
      [
        'What if the jewellery is damaged or stolen?',
        'If the jewellery is damaged or stolen while you have it, it is treated as sold to you. You then pay its actual price.',
      ],
    ]),
  },
  {
    id: 'release',
    label: 'We Release Your Pledge Gold',
    link: {
      href: '/calculator#release-calculator',
      label: 'Work out the cash you would have in hand after the release',
    },
    questions: q('release', [
      [
        'What does releasing pledged gold mean?',
        'If your gold is pledged for a loan, we pay the lender to release it. You then get your gold back and can sell it to us.',
      ],
      [
        'From where can you release my gold?',
        'We release gold pledged at banks, finance firms and pawn shops.',
      ],
      ['Is there a minimum or maximum quantity?', 'No. There is no minimum and no maximum quantity.'],
      [
        'How is the price fixed after the release?',
        "We test your gold for free. The price is net weight x purity x today's rate.",
      ],
      [
        'What if I do not accept your price?',
        'You are free to say no. In that case, you must pay back the amount we paid to release your gold, plus a service charge of 2% to 4%.',
      ],
      [
        'Which documents do I need?',
        'The same as for selling: one ID proof and one address proof. Please also bring the papers your lender gave you for the pledge.',
      ],
      [
        'Can you help me repledge my gold?',
        'Yes. We can release your gold from one lender so that you can pledge it again. Call us to talk about your case.',
      ],
      ['Is this service open on Sundays?', 'Yes. We are open every day, including Sundays.'],
    ]),
  },
  {
    id: 'sell',
    label: 'We Sell Gold',
    questions: q('sell', [
      [
        'Do you sell gold jewellery?',
        'Yes. You can buy ready-made gold jewellery from us, or order a custom piece.',
      ],
      [
        'Is there a making charge?',
        'There is no making charge on ready-made jewellery. Custom-made jewellery has making charges.',
      ],
      ['Do I pay GST?', 'Yes. GST applies to jewellery you buy from us.'],
      ['How soon will I get my jewellery?', 'Delivery takes 24 to 48 hours.'],
      [
        'What do I need when I collect my jewellery?',
        'Please bring one ID proof and one address proof when you collect it.',
      ],
      [
        'Can I return the jewellery?',
        'A return is possible only by mutual consent, which means both you and we agree to it.',
      ],
      [
        'Can I order a design of my choice?',
        'Yes. We can make custom jewellery for you. Making charges apply to custom pieces.',
      ],
      [
        'Do Gold Returns Card holders get a benefit?',
        'Yes. Card holders get ₹50 per gram off when they buy gold, and wastage and making charges are waived for four years.',
      ],
    ]),
  },
];

export const documentsAccepted: FaqListSection = {
  heading: 'Documents Accepted',
  intro: 'Bring one ID proof, one address proof and the original purchase bill.',
  groups: [
    {
      heading: 'ID proof (any one)',
      items: ['Aadhaar card', 'PAN card', 'Passport', 'Voter ID card', 'Driving licence'],
    },
    {
      heading: 'Address proof (any one)',
      items: [
        'Aadhaar card',
        'Passport',
        'Voter ID card',
        'Driving licence',
        'Recent electricity, water or gas bill',
        'Bank passbook or bank statement',
      ],
    },
    {
      heading: 'Purchase proof',
      items: ['Original purchase bill or receipt of the gold'],
    },
    {
      heading: 'If you are not from India',
      items: [
        'NRI or PIO: passport, PAN card and proof of address in India',
        'Foreign citizens: passport, visa and proof of address in India',
      ],
    },
  ],
};

export const eligibility: { heading: string; items: string[] } = {
  heading: 'Eligibility',
  items: [
    'You must be 21 years old or older.',
    'If you are under 21, you need written consent from a parent or guardian. Without it, we cannot buy from you.',
    'You can sell only your own gold or metals.',
    "You can sell your spouse's or parent's gold if you bring their written consent.",
    'If you are not a local resident, bring proof of your native or permanent address.',
    'NRI and PIO customers need a passport, a PAN card and a proof of address in India.',
    'Customers who are not Indian citizens need a passport, a visa and a proof of address in India.',
  ],
};
