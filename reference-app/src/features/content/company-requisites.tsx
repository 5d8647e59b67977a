import type { StoreCompany } from '@verstak/sdk';

/** The seller's legal details as a list (the legal pages, the offer, the corporate page). */
export function CompanyRequisites({ company }: { company: StoreCompany }) {
  const rows: Array<[string, string]> = [
    ['Полное наименование', company.fullName],
    ['ИНН / КПП', `${company.inn} / ${company.kpp}`],
    ['ОГРН', company.ogrn],
    ['Юридический адрес', company.legalAddress],
    ['Почтовый адрес', company.postalAddress],
    ['Банк', `${company.bank.name}, БИК ${company.bank.bik}`],
    ['Расчётный счёт', company.bank.account],
    ['Корр. счёт', company.bank.correspondentAccount],
    ['Телефон', company.phone],
    ['E-mail', company.email],
    ['По вопросам персональных данных', company.privacyEmail],
  ];
  return (
    <dl className="requisites">
      {rows.map(([term, value]) => (
        <div key={term} className="requisites__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
