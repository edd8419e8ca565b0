import { describe, expect, it } from 'vitest';
import { breachedPasswordList } from '#infrastructure/auth/breached-passwords.ts';

describe('the breached passwords list', () => {
  it.each(['12345678', 'password', 'PASSWORD', 'qwertyuiop', 'iloveyou'])('holds %j', async (password) => {
    expect(await breachedPasswordList.includes(password)).toBe(true);
  });

  it.each(['correct-horse-battery', 'analytical-engine-1'])('does not hold %j', async (password) => {
    expect(await breachedPasswordList.includes(password)).toBe(false);
  });
});
