import type { LegalDocument } from './content/types';

export type LegalDocumentName = 'userTerms' | 'hotelTerms' | 'privacyPolicy' | 'securityPolicy';

type Loader = () => Promise<LegalDocument>;

// Each document in each language is its own chunk: a guest downloads only the one they open.
const loaders: Record<LegalDocumentName, { ja: Loader; en: Loader }> = {
  userTerms: {
    ja: () => import(/* webpackChunkName: "legal-user-terms-ja" */ './content/userTerms.ja').then((m) => m.userTermsJa),
    en: () => import(/* webpackChunkName: "legal-user-terms-en" */ './content/userTerms.en').then((m) => m.userTermsEn),
  },
  hotelTerms: {
    ja: () =>
      import(/* webpackChunkName: "legal-hotel-terms-ja" */ './content/hotelTerms.ja').then((m) => m.hotelTermsJa),
    en: () =>
      import(/* webpackChunkName: "legal-hotel-terms-en" */ './content/hotelTerms.en').then((m) => m.hotelTermsEn),
  },
  privacyPolicy: {
    ja: () =>
      import(/* webpackChunkName: "legal-privacy-ja" */ './content/privacyPolicy.ja').then((m) => m.privacyPolicyJa),
    en: () =>
      import(/* webpackChunkName: "legal-privacy-en" */ './content/privacyPolicy.en').then((m) => m.privacyPolicyEn),
  },
  securityPolicy: {
    ja: () =>
      import(/* webpackChunkName: "legal-security-ja" */ './content/securityPolicy.ja').then((m) => m.securityPolicyJa),
    en: () =>
      import(/* webpackChunkName: "legal-security-en" */ './content/securityPolicy.en').then((m) => m.securityPolicyEn),
  },
};

/** Spec: a legal page shows English text when the language is en, otherwise Japanese. */
export function loadLegalDocument(name: LegalDocumentName, language: string): Promise<LegalDocument> {
  return loaders[name][language === 'en' ? 'en' : 'ja']();
}
