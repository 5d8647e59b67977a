import { describe, expect, it } from 'vitest';
import { CliError } from '../io';
import { parseScenario } from './scenario-schema';

const failure = (text: string) => {
  try {
    parseScenario(text);
  } catch (error) {
    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).code).toBe('scenario_invalid');
    return (error as Error).message;
  }
  throw new Error('expected the scenario to be refused');
};

const scenario = (steps: unknown[], extra: object = {}) =>
  JSON.stringify({ name: 'A journey', steps, ...extra });

describe('parseScenario', () => {
  it('reads a journey with its steps and expectations', () => {
    const parsed = parseScenario(
      scenario([
        { step: 'search', query: 'дрель', expect: { total: { min: 1 } } },
        { step: 'add', quantity: 2 },
        {
          step: 'checkout',
          delivery: 'pickup',
          pay: 'card',
          buyer: { name: 'Иван', phone: '+7 900 000-00-05' },
        },
        { step: 'pay', outcome: 'success', expect: { 'order.paymentStatus': 'paid' } },
      ]),
    );
    expect(parsed.steps.map((s) => s.step)).toEqual(['search', 'add', 'checkout', 'pay']);
  });

  it.each([
    ['{', /^The scenario is not valid JSON: /],
    ['[]', /^The scenario must be a JSON object with "name" and "steps"$/],
    [JSON.stringify({ steps: [{ step: 'basket' }] }), /^name: Required$/],
    [scenario([]), /^steps: A scenario needs at least one step$/],
    [scenario([{ step: 'fly' }]), /^steps\[0\]\.step: Expected one of: search, section, add/],
    [scenario(['add']), /^steps\[0\]: Expected an object$/],
    [scenario([{ step: 'basket' }, { step: 'add', quantity: 1000 }]), /^steps\[1\]\.quantity: /],
    [scenario([{ step: 'add', qty: 2 }]), /^steps\[0\]: Unknown fields: qty$/],
    [
      scenario([{ step: 'checkout', delivery: 'drone', pay: 'card', buyer: { name: 'a', phone: '1' } }]),
      /^steps\[0\]\.delivery: Expected one of: pickup, courier, any$/,
    ],
    [
      scenario([{ step: 'checkout', delivery: 'pickup', pay: 'card', buyer: { phone: '1' } }]),
      /^steps\[0\]\.buyer\.name: Required$/,
    ],
    [scenario([{ step: 'basket', expect: { total: [1] } }]), /^steps\[0\]\.expect\.total: /],
    [
      scenario([{ step: 'pay', outcome: 'maybe' }]),
      /^steps\[0\]\.outcome: Expected one of: success, failure$/,
    ],
  ])('refuses %s naming the JSON path', (text, message) => {
    expect(failure(text)).toMatch(message);
  });
});
