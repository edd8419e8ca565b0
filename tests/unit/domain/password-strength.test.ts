import { describe, expect, it } from 'vitest';
import { passwordStrength } from '#domain/accounts/password-strength.ts';

describe('passwordStrength', () => {
  it('calls anything under 10 characters too short, whatever it mixes', () => {
    expect(passwordStrength('')).toBe('tooShort');
    expect(passwordStrength('Ab1!xyz')).toBe('tooShort');
    expect(passwordStrength('Ab1!xyzuv')).toBe('tooShort');
  });

  it('rates one or two kinds of character at minimum length weak', () => {
    expect(passwordStrength('abcdefghij')).toBe('weak');
    expect(passwordStrength('abcd123456')).toBe('weak');
  });

  it('rates more kinds of character, or more length, higher', () => {
    expect(passwordStrength('Abcd123456')).toBe('fair');
    expect(passwordStrength('abcdefgh12345678')).toBe('fair');
    expect(passwordStrength('Abcd1234!xyz')).toBe('strong');
    expect(passwordStrength('correct horse battery staple')).toBe('fair');
    expect(passwordStrength('Correct horse battery staple 9')).toBe('strong');
  });
});
