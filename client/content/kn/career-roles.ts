// Kannada twin of ../career-roles.ts: same exports and shapes, Kannada words.

export const careerRoles: string[] = [
  'ಫೀಲ್ಡ್ ಎಕ್ಸಿಕ್ಯೂಟಿವ್‌ಗಳು',
  'ಬಿಸಿನೆಸ್ ಮ್ಯಾನೇಜರ್‌ಗಳು',
  'ಟೆಲಿಕಾಲರ್‌ಗಳು',
  'ಶಾಖಾ ವ್ಯವಸ್ಥಾಪಕರು',
  'ಲೆಕ್ಕಿಗರು',
  'ಕಂಟೆಂಟ್ ಬರಹಗಾರರು',
  'ಗ್ರಾಫಿಕ್ ಡಿಸೈನರ್‌ಗಳು',
];
