import { describe, expect, it } from 'vitest';
import {
  destinationAfterSignIn,
  destinationAfterSignUp,
  safeRedirectPath,
} from '#domain/accounts/redirect-target.ts';

describe('safeRedirectPath', () => {
  it.each([
    ['/account', '/account'],
    ['/blog?tag=truth#top', '/blog?tag=truth#top'],
    ['/a/../b', '/b'],
  ])('follows the site path %s', (target, expected) => {
    expect(safeRedirectPath(target)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'account',
    '',
    null,
    undefined,
  ])('refuses %s, which is not a path on this site', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });
});

describe('destinationAfterSignIn', () => {
  it('sends the owner to the blog management when no other page was asked for', () => {
    expect(destinationAfterSignIn('admin', undefined)).toBe('/admin/blog');
    expect(destinationAfterSignIn('admin', '/admin/dashboard')).toBe('/admin/blog');
  });

  it('sends the owner to the page that was asked for', () => {
    expect(destinationAfterSignIn('admin', '/admin/proposals')).toBe('/admin/proposals');
  });

  it('sends everyone else to the requested page, or the default dashboard', () => {
    expect(destinationAfterSignIn('editor', undefined)).toBe('/admin/dashboard');
    expect(destinationAfterSignIn('user', '/account')).toBe('/account');
    expect(destinationAfterSignIn('user', 'https://evil.example')).toBe('/admin/dashboard');
  });
});

describe('destinationAfterSignUp', () => {
  it('follows a site path, and otherwise opens the account settings', () => {
    expect(destinationAfterSignUp('/blog?tag=truth')).toBe('/blog?tag=truth');
    expect(destinationAfterSignUp(undefined)).toBe('/account');
    expect(destinationAfterSignUp('//evil.example')).toBe('/account');
    expect(destinationAfterSignUp('https://evil.example/')).toBe('/account');
  });
});
