// The five upstream paths. The website serves the same paths on its own origin (it stores the
// leads and delivers them, and serves the rates it fetched), so the browser, the proxy and the
// mock backend all name them from here.
export const API_PATHS = {
  contact: '/purity/v1/leads/contactus/submit',
  gold: '/purity/v1/leads/gold/submit',
  franchise: '/purity/v1/leads/franchise/submit',
  career: '/purity/v1/career/submit',
  rates: '/purity/v1/keystore/values',
} as const;
