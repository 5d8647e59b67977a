import { describe, expect, it } from 'vitest';
import { fallbackAnswer } from './fallback-answer';

describe('fallbackAnswer (§2.8: the error page itself failed)', () => {
  it('is a whole document with the message and a link home, no script, under the status given', async () => {
    const answer = fallbackAnswer(500);
    expect(answer.status).toBe(500);
    expect(answer.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await answer.text();
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('<a href="/">На главную</a>');
    expect(html).not.toContain('<script');
  });

  it('answers HEAD with no body', async () => {
    expect(await fallbackAnswer(500, 'HEAD').text()).toBe('');
  });
});
