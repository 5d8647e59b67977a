import { plural } from '@verstak/sdk';
import { useEffect, useState } from 'react';

/** Whole days, hours, minutes and seconds left from `now` to `end` (instants in ms); zeros once past. */
export function timeLeft(end: number, now: number) {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A promotion's countdown to its end. The server renders it from the answer's own `now`, and the
 * browser hydrates that same text first (no mismatch), then counts from its clock every second:
 * the end is an instant (the end of the last day in Moscow), so it is true in any time zone.
 */
export function Countdown({ title, endsAt, now }: { title: string; endsAt: string; now: string }) {
  const end = Date.parse(endsAt);
  const [at, setAt] = useState(() => Date.parse(now));
  useEffect(() => {
    setAt(Date.now());
    const timer = setInterval(() => setAt(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(end, at);
  if (left.total === 0) return <output className="countdown countdown--ended">Акция завершена</output>;
  return (
    <div className="countdown" role="timer" aria-live="off">
      <span className="countdown__title">{title}</span>
      <span className="countdown__value">
        {left.days > 0 && (
          <>
            <b>{left.days}</b> {plural(left.days, ['день', 'дня', 'дней'])}{' '}
          </>
        )}
        <b>
          {two(left.hours)}:{two(left.minutes)}:{two(left.seconds)}
        </b>
      </span>
    </div>
  );
}
