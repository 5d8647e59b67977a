import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { organizationFields, profileFields, receiverFields } from './account-field-kits';
import { FlagField, fieldKit, fieldNames, flagOf, KitFields } from './field-kit';

const html = (node: React.ReactElement) => renderToStaticMarkup(node);

describe('the forms kit', () => {
  it('draws a kit’s fields in order, with the label, attributes, value and the API’s error', () => {
    const out = html(
      <KitFields
        kit={receiverFields}
        values={{ name: 'Иван', phone: '+7 (900) 000-00-00' }}
        errors={{ phone: 'Введите номер телефона: 10 цифр после +7' }}
      />,
    );
    expect([...out.matchAll(/<label[^>]*>([^<]*)<\/label>/g)].map((m) => m[1])).toEqual([
      'Имя получателя',
      'Телефон получателя',
      'E-mail получателя',
    ]);
    expect(out).toContain('type="tel" required="" name="phone" value="+7 (900) 000-00-00"');
    expect(out).toContain('<p class="field__error" id="');
    expect(out).toContain('>Введите номер телефона: 10 цифр после +7</p>');
    expect(out.match(/aria-invalid/g)).toHaveLength(1);
  });

  it('sends a field under another name, draws only some, and leaves a read-only field’s error to the form', () => {
    const registration = html(
      <KitFields kit={organizationFields} errors={{}} names={{ name: 'organizationName' }} />,
    );
    expect(registration).toContain('name="organizationName"');
    expect(registration).not.toContain('name="name"');
    const phone = html(
      <KitFields kit={profileFields} only={['phone']} values={{ phone: '+7' }} errors={{ phone: 'x' }} />,
    );
    expect(phone).toContain('readOnly=""');
    expect(phone).not.toContain('field__error');
  });

  it('names a kit’s fields for the form’s error routing', () => {
    expect(fieldNames(receiverFields)).toEqual(['name', 'phone', 'email']);
    expect(fieldNames(organizationFields, 'isDefault')).toEqual([
      'name',
      'inn',
      'kpp',
      'ogrn',
      'legalAddress',
      'isDefault',
    ]);
  });

  it('takes only fields the call’s input has', () => {
    const kit = fieldKit<{ name: string }>();
    // @ts-expect-error `nmae` is not a field of the call's input
    kit({ nmae: { label: 'Имя' } });
    expect(Object.keys(kit({ name: { label: 'Имя' } }))).toEqual(['name']);
  });
  it('draws a yes/no field as a checkbox sending Y, read back as Y or N', () => {
    expect(html(<FlagField name="isDefault" label="Основные реквизиты" checked />)).toBe(
      '<div class="field field--check"><label><input type="checkbox" name="isDefault" checked="" value="Y"/>Основные реквизиты</label></div>',
    );
    expect([flagOf('Y'), flagOf(undefined), flagOf('')]).toEqual(['Y', 'N', 'N']);
  });
});
