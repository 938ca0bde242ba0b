// Hindi twin of ../career-roles.ts: same exports and shapes, Hindi words.

export const careerRoles: string[] = [
  'फ़ील्ड एग्ज़ीक्यूटिव',
  'बिज़नेस मैनेजर',
  'टेलीकॉलर',
  'ब्रांच मैनेजर',
  'अकाउंटेंट',
  'कंटेंट राइटर',
  'ग्राफ़िक डिज़ाइनर',
];
