import { describe, expect, it } from 'vitest';
import { takeAuthHash } from './take-auth-hash';

describe('takeAuthHash (§4.1 login links)', () => {
  it('takes h off the address, keeping the other parameters and the fragment', () => {
    expect(takeAuthHash('/personal/orders/?h=abc123&utm_source=mail#top')).toEqual({
      hash: 'abc123',
      path: '/personal/orders/?utm_source=mail#top',
    });
    expect(takeAuthHash('/?h=abc123')).toEqual({ hash: 'abc123', path: '/' });
  });

  it('answers no hash, and the address unchanged, without h', () => {
    expect(takeAuthHash('/catalog/?page=2')).toEqual({ hash: null, path: '/catalog/?page=2' });
    expect(takeAuthHash('/catalog/#h=1')).toEqual({ hash: null, path: '/catalog/#h=1' });
    expect(takeAuthHash('/catalog/')).toEqual({ hash: null, path: '/catalog/' });
  });

  it('drops an empty h without calling it a hash', () => {
    expect(takeAuthHash('/?h=&a=1')).toEqual({ hash: null, path: '/?a=1' });
  });
});
