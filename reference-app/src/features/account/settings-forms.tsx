import { useVerstak } from '@verstak/react';
import { accountApi, type Client } from '@verstak/sdk';
import type { PageProps } from '../../app/define-route';
import { addressFields, receiverFields } from '../../ui/form/account-field-kits';
import { fieldNames, KitFields } from '../../ui/form/field-kit';
import { EntryForm } from './entry-form';
import type { personalSettingsRoute } from './personal-settings.route';

type SettingsData = PageProps<typeof personalSettingsRoute>['data'];

/**
 * The settings page's editor of a receiver (§2.3): new, or `receiver` changed. Shown after «Добавить
 * получателя» or «Изменить», so it is an island with AddressForm (settings-forms.island.tsx).
 */
export function ReceiverForm({
  client,
  receiver,
  onDone,
}: {
  client: Client;
  receiver?: { id: number; name: string; phone: string; email: string } | undefined;
  onDone: () => void;
}) {
  return (
    <EntryForm
      label={receiver ? 'Изменить получателя' : 'Новый получатель'}
      fields={fieldNames(receiverFields)}
      saveText="Сохранить получателя"
      onDone={onDone}
      save={async (v) => {
        const input = { name: v.name ?? '', phone: v.phone ?? '', email: v.email ?? '' };
        if (receiver) await accountApi(client).changeReceiver({ ...input, id: receiver.id });
        else await accountApi(client).addReceiver(input);
      }}
    >
      {(errors) => <KitFields kit={receiverFields} values={receiver} errors={errors} />}
    </EntryForm>
  );
}

/** The editor of a delivery address (§2.3): new, or `address` changed; an island as ReceiverForm. */
export function AddressForm({
  cities,
  address,
  onDone,
}: {
  cities: SettingsData['cities'];
  address?: { id: number; cityId: number; address: string } | undefined;
  onDone: () => void;
}) {
  const { client } = useVerstak();
  return (
    <EntryForm
      label={address ? 'Изменить адрес' : 'Новый адрес'}
      fields={fieldNames(addressFields, 'cityId')}
      saveText="Сохранить адрес"
      onDone={onDone}
      save={async (v) => {
        const input = { cityId: Number(v.cityId), address: v.address ?? '' };
        if (address) await accountApi(client).changeAddress({ ...input, id: address.id });
        else await accountApi(client).addAddress(input);
      }}
    >
      {(errors) => (
        <>
          <div className="field">
            <label htmlFor={`city-${address?.id ?? 'new'}`}>Город</label>
            <select
              id={`city-${address?.id ?? 'new'}`}
              name="cityId"
              defaultValue={address?.cityId ?? cities[0]?.id}
            >
              {cities.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.cityId && <p className="field__error">{errors.cityId}</p>}
          </div>
          <KitFields kit={addressFields} values={address} errors={errors} />
        </>
      )}
    </EntryForm>
  );
}
