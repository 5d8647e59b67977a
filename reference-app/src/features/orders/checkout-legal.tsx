import { RequisitesFiles, requisitesErrors, requisitesReady } from './requisites-files';

/** An organisation the legal buyer may order for, as the checkout's loader gives it. */
export interface CheckoutOrganization {
  id: number;
  name: string;
  inn: string;
}

/**
 * The checkout's «Организация» section for a legal buyer (§2.3, §7.5): which organisation buys and its
 * requisites files. Its own chunk: most buyers are not legal entities and never load it.
 */
export function CheckoutLegal({
  organizations,
  organizationId,
  onOrganization,
  files,
  onFiles,
  errors,
}: {
  organizations: readonly CheckoutOrganization[];
  organizationId: number | null;
  onOrganization: (id: number | null) => void;
  files: readonly File[];
  /** The chosen files, and whether they may be sent (the page checks it on «Подтвердить заказ»). */
  onFiles: (files: File[], ready: boolean) => void;
  errors: Record<string, string>;
}) {
  return (
    <section className="panel" aria-labelledby="legal-title">
      <h2 id="legal-title">Организация</h2>
      <div className="form">
        {organizations.length > 0 && (
          <div className="field">
            <label htmlFor="checkout-organization">Покупатель — организация</label>
            <select
              id="checkout-organization"
              value={organizationId ?? ''}
              onChange={(event) => onOrganization(Number(event.target.value) || null)}
            >
              {organizations.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}, ИНН {o.inn}
                </option>
              ))}
            </select>
          </div>
        )}
        <RequisitesFiles
          files={files}
          onChange={(next) => onFiles(next, requisitesReady(next))}
          serverErrors={requisitesErrors(errors)}
        />
      </div>
    </section>
  );
}
