// The words inside the PLACEHOLDER franchise expense table on /partner, which
// scripts/make-artwork.ts draws into client/assets/partner/ once per language. No page script
// imports this module: the pictures carry the words.

export const expensePlaceholderWords = {
  banner: 'Placeholder: replace with the approved expense table',
  title: 'Franchise set-up expenses',
  expense: 'Expense',
  amount: 'Amount',
  rows: ['Franchise fee', 'Shop interiors', 'Security & CCTV', 'Testing machine', 'Working capital'],
  total: 'Total',
  toBeConfirmed: '₹ — to be confirmed',
  footnote: 'Sample layout only. No amounts are final.',
};
