import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { nameRoute, pageRouteName, routeNameOf, trpcRouteName } from '#web/server/http/route-name.ts';

const PROCEDURES = new Set(['blog.list', 'blog.bySlug', 'system.status']);

describe("a request's route name in the metrics", () => {
  it('names a page by its id in the pages folder', () => {
    expect(pageRouteName('/src/web/pages/blog/@slug')).toBe('page:/blog/@slug');
    expect(pageRouteName('/src/web/pages/_error')).toBe('page:/_error');
    expect(pageRouteName(null)).toBe('page:none');
  });

  it('names a tRPC request by its procedure, a mixed batch as a batch and any unknown name as unknown', () => {
    expect(trpcRouteName('blog.list', PROCEDURES)).toBe('trpc:blog.list');
    expect(trpcRouteName('blog.list,blog.list', PROCEDURES)).toBe('trpc:blog.list');
    expect(trpcRouteName('blog.list%2Csystem.status', PROCEDURES)).toBe('trpc:batch');
    expect(trpcRouteName('blog.list,evil.made-up-name', PROCEDURES)).toBe('trpc:batch');
    expect(trpcRouteName('made.up.by.a.visitor', PROCEDURES)).toBe('trpc:unknown');
    expect(trpcRouteName('%E0%A4%A', PROCEDURES)).toBe('trpc:unknown');
  });

  it('prefers a name given to the route, then the Express pattern that matched, then "other"', () => {
    const response = () => ({ locals: {} }) as Response;
    const matched = { baseUrl: '/auth', route: { path: '/sign-in' } } as unknown as Request;
    const unmatched = { baseUrl: '', route: undefined } as unknown as Request;
    expect(routeNameOf(matched, response())).toBe('/auth/sign-in');
    expect(routeNameOf(unmatched, response())).toBe('other');
    const named = response();
    nameRoute(named, 'static');
    expect(routeNameOf(matched, named)).toBe('static');
  });
});
