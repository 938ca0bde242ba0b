// Tamil twin of ../career-roles.ts: same exports and shapes, Tamil words.

export const careerRoles: string[] = [
  'களப் பணியாளர்கள்',
  'வணிக மேலாளர்கள்',
  'டெலிகாலர்கள்',
  'கிளை மேலாளர்கள்',
  'கணக்காளர்கள்',
  'உள்ளடக்க எழுத்தாளர்கள்',
  'கிராஃபிக் டிசைனர்கள்',
];
