// Consent to the processing of personal data (152-ФЗ): plain constants, no schema, so a page can
// import them alone (the input rule is consent.ts). One text, one version, one page it links to
// and one input rule for every form that takes a name, a phone or an e-mail: registration, checkout,
// one-click orders, reviews, comments and the store's forms. The server records each consent given
// with the version of the text the shopper saw (consents table), so the store can show what was
// agreed to and when.

/** The page that says how the store processes personal data (the footer's «Обработка персональных данных»). */
export const PERSONAL_DATA_PAGE = '/customer/polzovatelskoe-soglashenie/';

/**
 * The version of the consent text below, recorded with every consent. Bump it (the date of the
 * change) whenever the text or the page it links to changes in meaning.
 */
export const PERSONAL_DATA_CONSENT_VERSION = '2026-11-26';

/** The consent text, in three parts: the middle one is the link to {@link PERSONAL_DATA_PAGE}. */
export const PERSONAL_DATA_CONSENT_TEXT = {
  lead: 'Даю согласие на',
  link: 'обработку моих персональных данных',
  tail: 'ООО «Верстак» для ответа на обращение и исполнения заказа (152-ФЗ)',
} as const;

/** The refusal when consent is missing. */
export const CONSENT_RULE = 'Нужно согласие на обработку персональных данных';

/** The forms that take personal data, as their consents are recorded. */
export const CONSENT_FORMS = [
  'registration',
  'checkout',
  'fast-order',
  'review',
  'comment',
  'discharged-goods',
  'write-us',
  'callback',
  'special-price',
  'service-b2b',
] as const;

/** A form whose consent is recorded. */
export type ConsentForm = (typeof CONSENT_FORMS)[number];
