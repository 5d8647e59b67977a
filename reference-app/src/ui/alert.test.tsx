import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ALERT_COLORS, Alert } from './alert';

describe('Alert (§2.10)', () => {
  it('has the six colours of the spec', () => {
    expect(ALERT_COLORS).toEqual(['green', 'red', 'grey', 'blue', 'orange', 'none']);
  });

  it.each(ALERT_COLORS)('shows %s with its class, red and orange read out at once', (color) => {
    const html = renderToString(<Alert color={color}>Текст</Alert>);
    expect(html).toContain(`class="alert alert--${color}"`);
    expect(html).toContain(`role="${color === 'red' || color === 'orange' ? 'alert' : 'status'}"`);
    expect(html).toContain('Текст');
  });
});
