import { describe, expect, it } from 'vitest';
import { createGuestPageCache } from './guest-page-cache';

describe('the guest page cache', () => {
  const make = (maxPages = 2) => {
    const clock = { now: 0, generation: 1 };
    const cache = createGuestPageCache({
      generation: () => clock.generation,
      maxPages,
      maxAgeMs: 60_000,
      now: () => clock.now,
    });
    return { clock, cache };
  };

  it('answers a page with its nonce cut out, to be joined with a fresh one', () => {
    const { cache } = make();
    cache.set('/', '<script nonce="N1">a</script><p>N1</p>', 'N1', 200, 1);
    expect(cache.get('/')?.parts.join('N2')).toBe('<script nonce="N2">a</script><p>N2</p>');
  });

  it('forgets every page once the catalogue generation moves, and never keeps one made under an older one', () => {
    const { clock, cache } = make();
    cache.set('/', 'x', 'n', 200, 1);
    clock.generation = 2;
    expect(cache.get('/')).toBeUndefined();
    cache.set('/', 'x', 'n', 200, 1);
    expect(cache.get('/')).toBeUndefined();
  });

  it('forgets a page past its age, and the least recently used past its size', () => {
    const { clock, cache } = make();
    cache.set('/a/', 'a', 'n', 200, 1);
    cache.set('/b/', 'b', 'n', 200, 1);
    cache.get('/a/');
    cache.set('/c/', 'c', 'n', 200, 1);
    expect(cache.get('/b/')).toBeUndefined();
    expect(cache.get('/a/')).toBeDefined();
    clock.now = 60_001;
    expect(cache.get('/a/')).toBeUndefined();
  });
});
