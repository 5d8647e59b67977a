/**
 * «Изменение заказа» (§2.3): what the shopper asks the manager to change, sent on «Отправить
 * менеджеру». Its own chunk: the order page shows it only after «Изменить заказ».
 */
export function OrderChangeForm({
  text,
  onText,
  onSend,
}: {
  /** The request as typed so far (the page keeps it while the form is closed and opened again). */
  text: string;
  onText: (text: string) => void;
  onSend: () => void;
}) {
  return (
    <form
      method="post"
      className="form"
      aria-label="Изменение заказа"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="field">
        <label htmlFor="change-comment">Что изменить</label>
        <textarea
          id="change-comment"
          rows={3}
          maxLength={1000}
          value={text}
          onChange={(event) => onText(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--orange">
        Отправить менеджеру
      </button>
    </form>
  );
}
