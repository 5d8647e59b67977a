import { useEffect, useState } from 'react';

/**
 * − [n] + for a cart line: bounded by 0 and `max` (0 removes the line, §4.7); typing is taken on blur
 * or Enter. `onChange` gets every step; the cart debounces what it sends.
 */
export function QuantityStepper({
  value,
  max,
  label,
  onChange,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const typed = Number.parseInt(text, 10);
    if (Number.isNaN(typed)) setText(String(value));
    else if (typed !== value) onChange(typed);
  };
  return (
    <fieldset className="stepper">
      <legend className="visually-hidden">Количество: {label}</legend>
      <button
        type="button"
        className="stepper__button"
        aria-label="Меньше"
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <input
        className="stepper__input"
        inputMode="numeric"
        aria-label="Количество"
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, '').slice(0, 3))}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <button
        type="button"
        className="stepper__button"
        aria-label="Больше"
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </fieldset>
  );
}
