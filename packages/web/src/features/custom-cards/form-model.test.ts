import { describe, expect, it } from 'vitest';
import { cardForm, fieldsOf, formErrors } from './form-model';

describe('custom card form model', () => {
  it('turns typed text into card fields', () => {
    const form = cardForm();
    form.front = {
      ...form.front,
      name: 'Bear',
      manaCost: '1G',
      types: 'Creature',
      subtypes: 'Bear Warrior',
      power: '2',
      toughness: '2',
      loyalty: '3',
    };
    const fields = fieldsOf(form);
    expect(fields).toMatchObject({
      manaCost: '{1}{G}',
      subtypes: ['Bear', 'Warrior'],
      power: '2',
      loyalty: null,
    });
    expect(formErrors(form).size).toBe(0);
  });

  it('keys messages by field', () => {
    const form = cardForm();
    form.front = { ...form.front, name: '', manaCost: '{K}', types: 'Creature' };
    const errors = formErrors(form);
    expect(errors.get('name')).toBe('Name is required');
    expect(errors.get('manaCost')).toContain('not a mana symbol');
    expect(errors.get('power')).toContain('needs a power');
  });
});
