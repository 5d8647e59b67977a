import './alert.css';
import type { ReactNode } from 'react';

/** The alert colours of §2.10. */
export const ALERT_COLORS = ['green', 'red', 'grey', 'blue', 'orange', 'none'] as const;
export type AlertColor = (typeof ALERT_COLORS)[number];

/**
 * A message in one of the colours of §2.10. Red and orange are read out at once (`role="alert"`);
 * the others are a polite status.
 */
export function Alert({ color, children }: { color: AlertColor; children: ReactNode }) {
  return (
    <div
      className={`alert alert--${color}`}
      role={color === 'red' || color === 'orange' ? 'alert' : 'status'}
    >
      {children}
    </div>
  );
}
