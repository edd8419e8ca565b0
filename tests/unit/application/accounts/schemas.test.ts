import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signInSchema, signUpSchema, updateProfileSchema } from '#application/accounts/schemas.ts';

function messages(result: { success: boolean; error?: z.ZodError }): Record<string, string[] | undefined> {
  return result.error ? z.flattenError(result.error).fieldErrors : {};
}

describe('sign-in validation', () => {
  it('requires an e-mail and a password with the spec messages', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toMatchObject({
      email: ['Email is required', 'Invalid email address'],
      password: ['Password is required'],
    });
  });

  it('rejects an address without the simple pattern with "Invalid email address"', () => {
    for (const email of ['plain', 'a@b', 'a b@c.d', '@example.com']) {
      expect(messages(signInSchema.safeParse({ email, password: 'x' })).email).toEqual([
        'Invalid email address',
      ]);
    }
  });

  it('accepts a valid address, trimmed', () => {
    expect(signInSchema.parse({ email: ' a@example.com ', password: 'x' }).email).toBe('a@example.com');
  });
});

describe('account settings validation', () => {
  const valid = { firstName: 'Ada', lastName: 'Lovelace', phone: '+44 (20) 7946-0000' };

  it('accepts digits, parentheses, hyphens, spaces and plus in the phone', () => {
    expect(updateProfileSchema.parse(valid)).toEqual(valid);
  });

  it.each([
    [{ ...valid, firstName: ' ' }, 'firstName', 'First name is required'],
    [{ ...valid, lastName: '' }, 'lastName', 'Last name is required'],
    [{ ...valid, phone: '' }, 'phone', 'Phone number is required'],
    [{ ...valid, phone: '0207 ext. 12' }, 'phone', 'Invalid phone number'],
  ])('rejects %o: %s "%s" first', (input, field, message) => {
    const errors = messages(updateProfileSchema.safeParse(input));
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.[0]).toBe(message);
  });

  it('drops the e-mail: it cannot be changed here', () => {
    expect(updateProfileSchema.parse({ ...valid, email: 'new@example.com' })).not.toHaveProperty('email');
  });
});

describe('sign-up validation', () => {
  it.each(['short', '12345678', 'ninechars'])(
    'needs a password of at least 10 characters: %j is refused',
    (password) => {
      const result = signUpSchema.safeParse({
        email: 'a@example.com',
        password,
        ...{ firstName: 'A', lastName: 'B', phone: '1' },
      });
      expect(messages(result)).toEqual({ password: ['Password must be at least 10 characters'] });
    },
  );

  it('asks for a missing password with the spec message "Password is required" first', () => {
    const result = signUpSchema.safeParse({
      email: '',
      password: '',
      firstName: '',
      lastName: '',
      phone: '',
    });
    expect(messages(result)).toMatchObject({
      email: ['Email is required', 'Invalid email address'],
      password: ['Password is required', 'Password must be at least 10 characters'],
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      phone: ['Phone number is required', 'Invalid phone number'],
    });
  });
});
