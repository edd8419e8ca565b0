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
    ['/%2e/account', '/account'],
    ['/blog?redirect=//evil.example', '/blog?redirect=//evil.example'],
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

  // Known bypasses: each is a path to a naive check, and a path that normalises to `//host` (or that a
  // browser reads as one) takes the reader to another site.
  it.each([
    '/.//evil.example/phish',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/./\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    ' //evil.example',
    '/\u0000/evil.example',
    '//evil.example/%2e%2e',
    '///evil.example',
    '\\\\evil.example',
    'javascript:alert(document.cookie)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https:evil.example',
    'http://site.invalid@evil.example/',
  ])('refuses the bypass %j', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it.each([['/a'], { path: '/a' }, 42])('refuses a target that is not a string (%j)', (target) => {
    expect(safeRedirectPath(target)).toBeNull();
  });

  it('gives a path that stays on the site when followed again', () => {
    for (const target of ['/x/..//y', '/./account', '/a/b/../../c']) {
      const path = safeRedirectPath(target);
      if (path === null) continue;
      expect(new URL(path, 'https://site.example').origin).toBe('https://site.example');
    }
  });
});

describe('destinationAfterSignIn', () => {
  it('sends the owner to the admin dashboard when no other page was asked for', () => {
    expect(destinationAfterSignIn('admin', undefined)).toBe('/admin/dashboard');
    expect(destinationAfterSignIn('admin', '/admin/dashboard')).toBe('/admin/dashboard');
    expect(destinationAfterSignIn('admin', 'https://evil.example')).toBe('/admin/dashboard');
  });

  it('sends the owner to the page that was asked for', () => {
    expect(destinationAfterSignIn('admin', '/admin/proposals')).toBe('/admin/proposals');
    expect(destinationAfterSignIn('admin', '/admin/blog')).toBe('/admin/blog');
  });

  it('sends an editor, who may not open the dashboard, to the blog management by default', () => {
    expect(destinationAfterSignIn('editor', undefined)).toBe('/admin/blog');
    expect(destinationAfterSignIn('editor', '/admin/proposals')).toBe('/admin/proposals');
  });

  it('sends a reader, who may not open the dashboard, to their account, or to the page asked for', () => {
    expect(destinationAfterSignIn('user', undefined)).toBe('/account');
    expect(destinationAfterSignIn('user', 'https://evil.example')).toBe('/account');
    expect(destinationAfterSignIn('user', '/admin/dashboard')).toBe('/account');
    expect(destinationAfterSignIn('user', '/blog/hello-world')).toBe('/blog/hello-world');
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
