import { describe, expect, it } from 'vitest';
import { isStaff, normalizeEmail } from '#domain/accounts/user.ts';

describe('accounts rules', () => {
  it('compares e-mail addresses without case or surrounding spaces', () => {
    expect(normalizeEmail('  Owner@Example.COM ')).toBe('owner@example.com');
  });

  it('counts admins and editors as staff, and no one else', () => {
    expect(isStaff('admin')).toBe(true);
    expect(isStaff('editor')).toBe(true);
    expect(isStaff('user')).toBe(false);
  });
});
