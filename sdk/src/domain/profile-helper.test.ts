import { describe, expect, it } from 'vitest';
import type { BaseUser } from '../api/api-types';
import { profileHelper } from './profile-helper';

const NBSP = '\u00a0';
const person: BaseUser = {
  name: 'Анна Петрова',
  firstName: 'Анна',
  email: 'anna@example.ru',
  phone: '79151234567',
  bonus: { values: { total: 1250 } },
  b2bCategory: '',
  isB2B: false,
  countOrganization: 0,
  groups: [],
};
const b2b: BaseUser = {
  ...person,
  firstName: 'Олег',
  email: 'zakupki@stroyresurs.ru',
  b2bCategory: 'Оптовый покупатель',
  isB2B: true,
  countOrganization: 1,
  groups: ['b2b'],
};

describe('the header’s profile helper (§6)', () => {
  it('opens the login modal for a guest', () => {
    expect(profileHelper(null)).toEqual({ kind: 'guest', action: 'login-modal' });
    expect(profileHelper(undefined).kind).toBe('guest');
  });

  it('shows a user a check icon, the display name and the bonus total followed by Б', () => {
    expect(profileHelper(person)).toEqual({
      kind: 'user',
      icon: 'check',
      href: '/personal/',
      name: 'Анна',
      info: `1${NBSP}250 Б`,
    });
  });

  it('shows no bonus info when there are none (the empty array) or the total is 0', () => {
    expect(profileHelper({ ...person, bonus: [] })).toMatchObject({ kind: 'user', info: null });
    expect(profileHelper({ ...person, bonus: { values: { total: 0 } } })).toMatchObject({ info: null });
  });

  it('names a user without a first name by the formatted phone, cut past 12 characters (§3)', () => {
    expect(profileHelper({ ...person, firstName: '' })).toMatchObject({ name: '+7 (915) 1…' });
    expect(profileHelper({ ...person, firstName: 'Константинопольский' })).toMatchObject({
      name: 'Константин…',
    });
  });

  it('shows a B2B buyer a briefcase, the e-mail as the name and the business category as the info', () => {
    expect(profileHelper(b2b)).toEqual({
      kind: 'b2b',
      icon: 'briefcase',
      href: '/personal/',
      name: 'zakupki@st…',
      info: 'Оптовый покупатель',
    });
    expect(profileHelper({ ...b2b, email: 'b2b@x.ru', b2bCategory: ' ' })).toMatchObject({
      name: 'b2b@x.ru',
      info: null,
    });
  });

  it('takes the b2b group as a B2B buyer too', () => {
    expect(profileHelper({ ...person, groups: ['b2b'] }).kind).toBe('b2b');
  });
});
