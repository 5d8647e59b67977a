// The company behind the store, in one place: the footer, the legal pages (privacy policy, personal
// data, offer) and anything else that names the seller read it from here, so the details never
// disagree between pages. The ИНН, КПП and ОГРН carry valid check digits (requisites.ts).

/** The seller's legal details, as a shopper and the 152-ФЗ operator notice need them. */
export interface StoreCompany {
  /** Short name, as in the copyright line and the policies. */
  readonly name: string;
  readonly fullName: string;
  readonly inn: string;
  readonly kpp: string;
  readonly ogrn: string;
  readonly legalAddress: string;
  readonly postalAddress: string;
  readonly email: string;
  /** Where a shopper writes about their personal data (152-ФЗ requests). */
  readonly privacyEmail: string;
  readonly phone: string;
  readonly bank: {
    readonly name: string;
    readonly bik: string;
    readonly account: string;
    readonly correspondentAccount: string;
  };
}

/** The store's operator and seller (the Moscow head office). */
export const STORE_COMPANY: StoreCompany = {
  name: 'ООО «Верстак»',
  fullName: 'Общество с ограниченной ответственностью «Верстак»',
  inn: '7716945038',
  kpp: '771601001',
  ogrn: '1097746732049',
  legalAddress: '129337, г. Москва, Ярославское шоссе, д. 26, стр. 3, помещ. 14',
  postalAddress: '129337, г. Москва, а/я 41',
  email: 'help@verstak.example',
  privacyEmail: 'privacy@verstak.example',
  phone: '8 (800) 700-36-36',
  bank: {
    name: 'ПАО Сбербанк',
    bik: '044525225',
    account: '40702810738000123450',
    correspondentAccount: '30101810400000000225',
  },
};

/** The legal details in one line, as the footer and the offer print them. */
export function companyLine(company: StoreCompany = STORE_COMPANY): string {
  return `${company.name}, ИНН ${company.inn}, КПП ${company.kpp}, ОГРН ${company.ogrn}, ${company.legalAddress}`;
}

/** The privacy policy (§2.1). */
export const PRIVACY_POLICY_PATH = '/customer/politika-konfidentsialnosti/';
/** The personal-data processing page every consent links to (§2.1, 152-ФЗ). */
export const PERSONAL_DATA_PATH = '/customer/polzovatelskoe-soglashenie/';
