import { describe, expect, it } from 'vitest';
import {
  greetingName,
  isStaff,
  normalizeEmail,
  ownerName,
  PLACEHOLDER_ADMIN_NAME,
} from '#domain/accounts/user.ts';

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

describe('ownerName', () => {
  it('splits OWNER_NAME into the first name and the rest', () => {
    expect(ownerName(' Ada  King Lovelace ')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
    expect(ownerName('Ada')).toEqual({ firstName: 'Ada', lastName: '' });
  });

  it('falls back to the placeholder when no name is configured', () => {
    expect(ownerName(undefined)).toEqual(PLACEHOLDER_ADMIN_NAME);
    expect(ownerName('  ')).toEqual(PLACEHOLDER_ADMIN_NAME);
  });
});

describe('greetingName', () => {
  it('greets by first name, and by e-mail while the account has the placeholder name', () => {
    expect(greetingName({ firstName: 'Ada', email: 'ada@example.com' })).toBe('Ada');
    expect(greetingName({ firstName: 'Site', email: 'owner@example.com' })).toBe('owner@example.com');
    expect(greetingName({ firstName: ' ', email: 'owner@example.com' })).toBe('owner@example.com');
  });
});
