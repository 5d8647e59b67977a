import type { ShopCard } from '@verstak/sdk';

/** «Открыто до 20:00» in green or «Закрыто, откроется…» in grey: decided by the server, by Moscow time. */
export function OpenState({ state }: { state: ShopCard['openState'] }) {
  return <span className={`open-state open-state--${state.open ? 'open' : 'closed'}`}>{state.text}</span>;
}

/** A shop's hours by weekday, Monday first, today marked (Moscow). */
export function WeekHours({ week }: { week: ShopCard['week'] }) {
  return (
    <table className="week-hours">
      <caption className="visually-hidden">Часы работы по дням недели, московское время</caption>
      <tbody>
        {week.map((d) => (
          <tr
            key={d.day}
            className={d.today ? 'week-hours__today' : undefined}
            aria-current={d.today ? 'date' : undefined}
          >
            <th scope="row">{d.day}</th>
            <td>{d.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The shop's phones as call links. */
export function ShopPhones({ phones }: { phones: readonly string[] }) {
  return (
    <>
      {phones.map((phone) => (
        <a key={phone} className="shop-phone" href={`tel:${phone.replace(/[^\d+]/g, '')}`}>
          {phone}
        </a>
      ))}
    </>
  );
}
