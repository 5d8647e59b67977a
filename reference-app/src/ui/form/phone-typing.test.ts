// @vitest-environment happy-dom
import { formatPhone } from '@verstak/sdk';
import { describe, expect, it } from 'vitest';
import { maskedCaret, maskPhone, maskPhoneField } from './phone-typing';

describe('maskPhone (§5 phone as typed)', () => {
  it('grows the +7 (xxx) xxx-xx-xx mask digit by digit', () => {
    expect(maskPhone('9')).toBe('+7 (9');
    expect(maskPhone('+7 (900')).toBe('+7 (900');
    expect(maskPhone('+7 (900) 1')).toBe('+7 (900) 1');
    expect(maskPhone('+7 (900) 12345')).toBe('+7 (900) 123-45');
    expect(maskPhone('+7 (900) 123-45-678')).toBe('+7 (900) 123-45-67');
  });
  it('takes a first 7 or 8 as the country code, typed or pasted', () => {
    expect(maskPhone('8')).toBe('+7');
    expect(maskPhone('7')).toBe('+7');
    expect(maskPhone('8 915 123 45 67')).toBe('+7 (915) 123-45-67');
    expect(maskPhone('+79151234567')).toBe('+7 (915) 123-45-67');
    expect(maskPhone('9151234567')).toBe('+7 (915) 123-45-67');
  });
  it('keeps ten digits as the number itself, even those starting with 8 or 7 (Petersburg, 8-800)', () => {
    expect(maskPhone('812 555-12-34')).toBe('+7 (812) 555-12-34');
    expect(maskPhone('8005551234')).toBe('+7 (800) 555-12-34');
    expect(maskPhone('8 812 555 12 34')).toBe('+7 (812) 555-12-34');
    // Typed key by key after the country code: «8», then «8» again is the number's first digit.
    expect(maskPhone(`${maskPhone('8')}8`)).toBe('+7 (8');
    expect(maskPhone('+7 (812')).toBe('+7 (812');
  });
  it('lets the shopper delete back to nothing', () => {
    expect(maskPhone('+7 (900) ')).toBe('+7 (900');
    expect(maskPhone('+7 ')).toBe('+7');
    expect(maskPhone('+')).toBe('');
    expect(maskPhone('')).toBe('');
    expect(maskPhone('abc')).toBe('');
  });
  it('ends, once complete, in the form the server and formatPhone agree on', () => {
    for (const typed of ['89151234567', '+7 915 123-45-67', '9151234567'])
      expect(maskPhone(typed)).toBe(formatPhone(typed));
  });
});

describe('maskedCaret', () => {
  it('keeps the caret after the digit it followed', () => {
    // The first digit typed into an empty field: the caret goes after it, not after the 7.
    expect(maskedCaret('9', 1, '+7 (9')).toBe(5);
    // A digit typed in the middle of «+7 (900) 123-45»: after «+7 (90» + «5».
    const typed = '+7 (9050) 123-45';
    expect(maskedCaret(typed, 7, maskPhone(typed))).toBe(7);
    expect(maskPhone(typed)).toBe('+7 (905) 012-34-5');
    // Deleting the 0 of «900»: the caret stays after «+7 (9».
    expect(maskedCaret('+7 (90) 123', 6, maskPhone('+7 (90) 123'))).toBe(6);
  });
  it('is where the number starts when no digit of it precedes the caret', () => {
    expect(maskedCaret('+7 (900', 0, '+7 (900')).toBe(4);
    expect(maskedCaret('', 0, '')).toBe(0);
  });
});

describe('maskPhoneField', () => {
  it('masks the field as typed and empties one left with the country code alone', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    field.value = '8';
    maskPhoneField(field);
    expect(field.value).toBe('+7');
    // Left so: no number at all (an optional phone is not refused for a bare «+7»).
    field.dispatchEvent(new Event('blur'));
    expect(field.value).toBe('');
    field.value = '89151234567';
    maskPhoneField(field);
    field.dispatchEvent(new Event('blur'));
    expect(field.value).toBe('+7 (915) 123-45-67');
    field.remove();
  });
});
