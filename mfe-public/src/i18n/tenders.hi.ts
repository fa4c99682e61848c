export const tenders: typeof import('./tenders.en').tenders = {
  referenceNumber: 'संदर्भ संख्या',
  published: 'जारी करने की तिथि',
  closes: 'बंद होने का समय',
  closed: 'बंद',
  zone: 'भारतीय मानक समय',
  corrigendumAdded: 'शुद्धिपत्र जोड़ा गया',
  documents: 'दस्तावेज़',
  corrigenda: 'शुद्धिपत्र',
};
