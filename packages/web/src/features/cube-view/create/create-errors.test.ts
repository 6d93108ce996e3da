import { CUBE_NAME_MAX_LENGTH } from '@cubewright/core/cube';
import { describe, expect, it } from 'vitest';
import { parseTags, serverFieldError } from './create-errors';
import { validateCreateForm } from './create-validate';

const values = {
  name: 'Vintage',
  description: '',
  visibility: 'private',
  size: '540',
  tags: 'powered, legacy ,,',
  recommendedDraftFormat: '',
};

describe('create cube form', () => {
  it('builds the request body', () => {
    const result = validateCreateForm(values);
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        name: 'Vintage',
        visibility: 'private',
        size: 540,
        tags: ['powered', 'legacy'],
        recommendedDraftFormat: null,
      }),
    });
  });

  it('puts each problem on its field', () => {
    const result = validateCreateForm({ ...values, name: ' ', size: '0' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(['name', 'size']);
    expect(result.errors.size).toMatch(/Target size must be a whole number/);
    const long = validateCreateForm({ ...values, name: 'x'.repeat(CUBE_NAME_MAX_LENGTH + 1) });
    expect(long.ok ? null : long.errors.name).toMatch(/at most/);
  });

  it('maps a server validation message to its field, else to the form', () => {
    expect(serverFieldError('Invalid request: tags.2: Tags must be at most 40 characters')).toEqual({
      tags: 'Tags must be at most 40 characters',
    });
    expect(serverFieldError('User must be authenticated to create a cube')).toEqual({
      form: 'User must be authenticated to create a cube',
    });
  });

  it('splits tags', () => {
    expect(parseTags(' a ,b,, c ')).toEqual(['a', 'b', 'c']);
  });
});
