import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '#web/server/trpc/app.router.ts';
import {
  CORPUS_SEED,
  everyFieldHostile,
  hostileInput,
  hostileValue,
  type KnownIds,
  leakedInternals,
  longestInput,
  PROTOTYPE_KEYS,
  UNICODE_EDGES,
  XSS_PAYLOADS,
} from '../fixtures/attack-corpus.ts';
import {
  type CorpusSite,
  changedTables,
  ROLES,
  type Role,
  startCorpusSite,
} from '../fixtures/harness/corpus-site.ts';
import { DEEP } from '../fixtures/test-tier.ts';

// Issue 28's input corpus: hostile inputs (wrong types, oversized and odd unicode text, NUL bytes,
// prototype keys) against every tRPC procedure and every form, as every role. Every answer is a 4xx
// with a message (or a success), never a 5xx or the server's insides, and a refused one writes no row.
// Fixed probes (a NUL byte in every field, prototype keys, every text at its longest) always run. Then
// random inputs: in `npm test`, a short slice of three per procedure and form on a fixed seed; in the
// deep tier (`npm run test:deep`), about a minute in all, each procedure's and form's inputs getting a
// share of the budget (runs past it pass without a call), on a new seed each run.
// FC_SEED=n replays a run; the seed is printed at the start and in every counterexample.

const BUDGET_MS = Number(process.env.CORPUS_BUDGET_MS ?? (DEEP ? 45_000 : Number.POSITIVE_INFINITY));
const RUNS_PER_TARGET = DEEP ? 40 : 3;

let site: CorpusSite;
let ids: KnownIds;

beforeAll(async () => {
  console.info(
    `attack corpus (${DEEP ? 'deep' : 'quick'} tier): fast-check seed ${CORPUS_SEED} (FC_SEED=${CORPUS_SEED} replays it)`,
  );
  site = await startCorpusSite('10.28.1');
  const { postSlug, serviceSlug, ...uuids } = site.ids;
  const { clientId, projectId, proposalId, conversationId, postId, serviceId } = site.ids;
  ids = {
    uuids: Object.values(uuids),
    slugs: [postSlug, serviceSlug, 'no-such-thing'],
    byField: { clientId, projectId, proposalId, conversationId, postId, serviceId, id: proposalId },
  };
  targetsLeft = withInput.length + Object.keys(FORM_ROUTES).length;
}, 120_000);

afterAll(async () => {
  await site?.stop();
});

type Procedure = { _def: { type: 'query' | 'mutation'; inputs: z.ZodType[] } };
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, Procedure>);
const withInput = procedures.filter(([, procedure]) => procedure._def.inputs.length > 0);

/**
 * An owner's message that is accepted (a hostile body can be a valid one) queues the client a portal
 * e-mail; the worker writes its single-use sign-in link when it sends it, which may be while a later,
 * refused call is being checked. Those calls may see that table grow; nothing else.
 */
const PORTAL_EMAIL_WRITES = ['client_sign_in_links'] as const;
const PROCEDURE_WRITES: Record<string, readonly string[]> = {
  'conversations.ownerSend': PORTAL_EMAIL_WRITES,
  'conversations.ownerStart': PORTAL_EMAIL_WRITES,
};

/**
 * Waits until the worker has written what a procedure's accepted calls queued (`tables` have kept
 * their counts for a second, 15 s at most), so the next procedure's refusals are checked alone.
 */
async function queuedWritesLanded(tables: readonly string[]) {
  const counts = async () => {
    const all = (await site.rowCounts()) ?? {};
    return tables.map((table) => all[table] ?? 0).join(',');
  };
  const deadline = Date.now() + 15_000;
  let last = await counts();
  for (let steady = 0; steady < 4 && Date.now() < deadline; ) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await counts();
    steady = now === last ? steady + 1 : 0;
    last = now;
  }
}

/** What one answer must be: not a 5xx, no insides shown, and if refused, a message and no row written. */
interface Answer {
  status: number;
  text: string;
  message?: unknown;
}

/** Calls and checks one answer as `Answer` says it must be; resolves with its status. */
async function expectSafe(
  target: string,
  who: Role,
  input: unknown,
  call: () => Promise<Answer>,
  allowWrites: readonly string[] = [],
): Promise<number> {
  const before = await site.rowCounts();
  const answer = await call();
  // CORPUS_TRACE=1 prints every answer: which inputs got through to the use cases.
  if (process.env.CORPUS_TRACE) console.info('TRACE', target, who, answer.status, answer.text.slice(0, 160));
  const after = await site.rowCounts();
  const context = {
    target,
    who,
    input: preview(input),
    status: answer.status,
    body: answer.text.slice(0, 300),
  };
  expect(answer.status, JSON.stringify(context)).toBeLessThan(500);
  expect(leakedInternals(answer.text), JSON.stringify(context)).toBeUndefined();
  if (answer.status >= 400) {
    if (answer.message !== undefined) {
      // The refusal reads as a sentence (the field's rule's message), never as a dump of issues.
      expect(
        typeof answer.message === 'string' && /^[^[{]/.test(answer.message),
        JSON.stringify(context),
      ).toBe(true);
    }
    const written = changedTables(before, after).filter((table) => !allowWrites.includes(table));
    expect(written, JSON.stringify(context)).toEqual([]);
  }
  return answer.status;
}

function preview(input: unknown): string {
  const text = JSON.stringify(input) ?? String(input);
  return text.length > 200 ? `${text.slice(0, 200)}… (${text.length} chars)` : text;
}

async function callProcedure(
  who: Role,
  path: string,
  kind: 'query' | 'mutation',
  input: unknown,
): Promise<Answer> {
  const encoded = JSON.stringify(input);
  const response =
    kind === 'query'
      ? await site.request(
          who,
          `/trpc/${path}${encoded === undefined ? '' : `?input=${encodeURIComponent(encoded)}`}`,
          {
            method: 'GET',
          },
        )
      : await site.request(who, `/trpc/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: site.url },
          body: encoded ?? '',
        });
  const text = await response.text();
  let message: unknown;
  try {
    message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
  } catch {
    message = undefined;
  }
  return { status: response.status, text, message };
}

// Each target's random inputs get an even share of what is left of the budget.
let targetsLeft = 0;
let budgetEnds = 0;
function share(): number {
  if (budgetEnds === 0) budgetEnds = Date.now() + BUDGET_MS;
  const left = Math.max(1, targetsLeft--);
  return Math.max(150, Math.floor((budgetEnds - Date.now()) / left));
}

describe('every tRPC procedure with an input, as every role', () => {
  // Their mutations run the owner's and visitors' test suites: only the queries are called here.
  it('procedures without an input ignore whatever is sent to them', async () => {
    const queries = procedures.filter(([, p]) => p._def.inputs.length === 0 && p._def.type === 'query');
    expect(withInput.length + queries.length).toBeGreaterThan(80);
    for (const [path] of queries) {
      for (const input of everyFieldHostile(z.object({ any: z.string() }), ids, 'query')) {
        for (const who of ['client', 'owner'] as const)
          await expectSafe(path, who, input, () => callProcedure(who, path, 'query', input));
      }
    }
  });

  it.each(withInput)('%s answers hostile input with a 4xx and writes nothing', async (path, procedure) => {
    const allowWrites = PROCEDURE_WRITES[path] ?? [];
    const kind = procedure._def.type;
    const schema = procedure._def.inputs[0] as z.ZodType;
    const where = kind === 'query' ? 'query' : 'body';
    // Fixed inputs first, whatever the seed, as the two roles that pass every audience check between
    // them. In the quick tier, after the first input, only as the first of them the procedure let in:
    // a refusal at the door says nothing more of how the input is handled.
    let roles: ReadonlyArray<'client' | 'owner'> = ['client', 'owner'];
    for (const input of [...everyFieldHostile(schema, ids, where), longestInput(schema, ids, where)]) {
      const admitted: Array<'client' | 'owner'> = [];
      for (const who of roles) {
        const status = await expectSafe(
          path,
          who,
          input,
          () => callProcedure(who, path, kind, input),
          allowWrites,
        );
        if (status !== 401 && status !== 403) admitted.push(who);
      }
      if (!DEEP && admitted.length > 0) roles = admitted.slice(0, 1);
    }
    const deadline = Date.now() + share();
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROLES), hostileInput(schema, ids, where), async (who, input) => {
        if (Date.now() > deadline) return;
        await expectSafe(path, who, input, () => callProcedure(who, path, kind, input), allowWrites);
      }),
      { seed: CORPUS_SEED, numRuns: RUNS_PER_TARGET },
    );
    if (allowWrites.length > 0) await queuedWritesLanded(allowWrites);
  });
});

// ---- Forms and JSON routes ----------------------------------------------------------------------

type FormRoute = {
  path: (ids: CorpusSite['ids']) => string;
  fields: readonly string[];
  encoding: 'form' | 'json';
  /** Who gets past the route's audience check, for the fixed probes (anonymous when absent). */
  as?: Role;
  /** Tables a refusal may still write by design (the blog API's call log). */
  allowWrites?: readonly string[];
};

/** Every route that takes a person's text; route-matrix.test.ts checks none is missing. */
const FORM_ROUTES: Record<string, FormRoute> = {
  'POST /contact': {
    path: () => '/contact',
    fields: ['name', 'email', 'message', 'website'],
    encoding: 'form',
  },
  'POST /epie-solar-solutions': { path: () => '/epie-solar-solutions', fields: ['email'], encoding: 'form' },
  'POST /blog': { path: () => '/blog', fields: ['email', 'name'], encoding: 'form' },
  'POST /blog/:slug': { path: (ids) => `/blog/${ids.postSlug}`, fields: ['email', 'name'], encoding: 'form' },
  'POST /booking': {
    path: () => '/booking',
    fields: ['service', 'startsAt', 'timeZone', 'name', 'email', 'phone', 'notes'],
    encoding: 'form',
  },
  'POST /booking/:path': {
    path: () => '/booking/technical-consultation',
    fields: ['service', 'startsAt', 'timeZone', 'name', 'email', 'phone', 'notes'],
    encoding: 'form',
  },
  'POST /booking/cancel': { path: () => '/booking/cancel', fields: ['token', 'reason'], encoding: 'form' },
  'POST /booking/reschedule': {
    path: () => '/booking/reschedule',
    fields: ['token', 'startsAt', 'timeZone'],
    encoding: 'form',
  },
  'POST /login': { path: () => '/login', fields: ['email', 'password'], encoding: 'form' },
  'POST /register': {
    path: () => '/register',
    fields: ['firstName', 'lastName', 'email', 'phone', 'password'],
    encoding: 'form',
  },
  'POST /account': {
    path: () => '/account',
    fields: ['firstName', 'lastName', 'phone'],
    encoding: 'form',
    as: 'member',
  },
  'POST /account/password': {
    path: () => '/account/password',
    fields: ['currentPassword', 'newPassword'],
    encoding: 'form',
    as: 'member',
  },
  'POST /client_login': {
    path: () => '/client_login',
    fields: ['email', 'mode', 'password'],
    encoding: 'form',
  },
  'POST /client_login/code': {
    path: () => '/client_login/code',
    fields: ['email', 'code'],
    encoding: 'form',
  },
  'POST /client_login/verify': { path: () => '/client_login/verify', fields: ['token'], encoding: 'form' },
  'POST /client_onboarding': {
    path: () => '/client_onboarding',
    fields: ['name', 'email', 'projectName', 'projectTypes', 'description', 'consent', 'phone', 'company'],
    encoding: 'form',
  },
  'POST /portal/proposals/:id': {
    path: (ids) => `/portal/proposals/${ids.proposalId}`,
    fields: ['action', 'signedName', 'accept', 'message'],
    encoding: 'form',
    as: 'client',
  },
  'POST /admin/clients/:id': {
    path: (ids) => `/admin/clients/${ids.clientId}`,
    fields: ['type', 'amount', 'description'],
    encoding: 'form',
    as: 'owner',
  },
  'POST /admin/projects/:id': {
    path: (ids) => `/admin/projects/${ids.projectId}`,
    fields: ['from', 'to'],
    encoding: 'form',
    as: 'owner',
  },
  'POST /portal/conversations/:id': {
    path: (ids) => `/portal/conversations/${ids.conversationId}`,
    fields: ['body'],
    encoding: 'form',
    as: 'client',
  },
  'POST /admin/conversations/:id': {
    path: (ids) => `/admin/conversations/${ids.conversationId}`,
    fields: ['body'],
    encoding: 'form',
    as: 'owner',
    allowWrites: PORTAL_EMAIL_WRITES,
  },
  'POST /newsletter/confirm': { path: () => '/newsletter/confirm', fields: ['token'], encoding: 'form' },
  'POST /newsletter/unsubscribe': {
    path: () => '/newsletter/unsubscribe',
    fields: ['token'],
    encoding: 'form',
  },
  'POST /auth/sign-in': {
    path: () => '/auth/sign-in',
    fields: ['email', 'password', 'redirect'],
    encoding: 'json',
  },
  'POST /auth/sign-up': {
    path: () => '/auth/sign-up',
    fields: ['firstName', 'lastName', 'email', 'phone', 'password', 'redirect'],
    encoding: 'json',
  },
  'POST /auth/client/magic-link': {
    path: () => '/auth/client/magic-link',
    fields: ['email'],
    encoding: 'json',
  },
  'POST /auth/client/code': { path: () => '/auth/client/code', fields: ['email', 'code'], encoding: 'json' },
  'POST /auth/client/verify': { path: () => '/auth/client/verify', fields: ['token'], encoding: 'json' },
  'POST /auth/client/sign-in': {
    path: () => '/auth/client/sign-in',
    fields: ['email', 'password', 'redirect'],
    encoding: 'json',
  },
  'POST /api/client-errors': {
    path: () => '/api/client-errors',
    fields: ['message', 'stack', 'url', 'kind'],
    encoding: 'json',
  },
  'POST /api/blog': {
    path: () => '/api/blog',
    fields: ['title', 'content', 'excerpt', 'tags', 'status'],
    encoding: 'json',
    allowWrites: ['blog_api_calls'],
  },
  'POST /api/test-user': {
    path: () => '/api/test-user',
    fields: ['email', 'role', 'name'],
    encoding: 'json',
    as: 'owner',
  },
};

/** A form's fields: plausible words, with one to three of them (or a prototype key) made hostile. */
function formFields(fields: readonly string[], encoding: 'form' | 'json') {
  const text = fc.oneof(fc.constantFrom(...UNICODE_EDGES, ...XSS_PAYLOADS), fc.string({ maxLength: 30 }));
  const value = encoding === 'json' ? fc.oneof(text, hostileValue('body')) : text;
  return fc
    .tuple(
      fc.record(
        Object.fromEntries(fields.map((field) => [field, fc.constantFrom('ok', 'a@example.com', '')])),
      ),
      fc.uniqueArray(fc.constantFrom(...fields, ...PROTOTYPE_KEYS), { minLength: 1, maxLength: 3 }),
      fc.array(value, { minLength: 3, maxLength: 3 }),
      // A form field repeated (arrives as an array), or sent once.
      fc.boolean(),
    )
    .map(([base, names, values, repeat]) => ({
      entries: [
        ...Object.entries(base),
        ...names.map((name, index) => [name, values[index]] as [string, unknown]),
        ...(repeat ? names.slice(0, 1).map((name) => [name, 'again'] as [string, unknown]) : []),
      ],
    }));
}

async function postRoute(who: Role, route: FormRoute, body: string): Promise<Answer> {
  const response = await site.request(who, route.path(site.ids), {
    method: 'POST',
    headers: {
      'Content-Type': route.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
      Accept: route.encoding === 'form' ? 'text/html' : 'application/json',
      Origin: site.url,
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

function toBody(entries: Array<[string, unknown]>, encoding: 'form' | 'json'): string {
  if (encoding === 'form') {
    const params = new URLSearchParams();
    for (const [name, value] of entries)
      params.append(name, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    return params.toString();
  }
  // Keys as own properties, `__proto__` too, the last one of a name winning as JSON.parse does.
  return `{${entries.map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value) ?? 'null'}`).join(',')}}`;
}

/** A value each field would accept, so a probe's one hostile field is what the route meets. */
const PLAUSIBLE: Record<string, string> = {
  name: 'Ada Lovelace',
  email: 'corpus-probe@example.com',
  message: 'Hello, this message is long enough to be sent.',
  password: 'long-password-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: '0123',
  newPassword: 'another-password-1',
  mode: 'magic',
  code: '123456',
  token: 'x'.repeat(43),
  projectName: 'Website',
  projectTypes: 'website',
  description: 'A description.',
  consent: 'on',
  company: 'Company',
  action: 'approve',
  signedName: 'Cora Client',
  accept: 'on',
  type: 'credit',
  amount: '10.00',
  from: 'new',
  to: 'active',
  body: 'Hello',
  redirect: '/',
  url: '/',
  kind: 'error',
  title: 'Title',
  content: 'Content',
  excerpt: 'Excerpt',
  tags: 'tag',
  status: 'draft',
  role: 'user',
};

describe('every form and JSON route, as every role', () => {
  it.each(Object.entries(FORM_ROUTES))(
    '%s refuses a NUL character or a direction override in any one field without a 5xx',
    async (name, route) => {
      for (const field of route.fields) {
        for (const hostile of ['va\u0000lue', '\u202Evalue\uD800']) {
          const entries = route.fields.map((other): [string, unknown] => [
            other,
            other === field ? hostile : (PLAUSIBLE[other] ?? ''),
          ]);
          const body = toBody(entries, route.encoding);
          const who = route.as ?? 'anonymous';
          await expectSafe(name, who, body, () => postRoute(who, route, body), route.allowWrites);
        }
      }
    },
  );

  it.each(Object.entries(FORM_ROUTES))(
    '%s answers hostile fields without a 5xx and writes nothing when it refuses',
    async (name, route) => {
      const deadline = Date.now() + share();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...ROLES),
          formFields(route.fields, route.encoding),
          async (who, { entries }) => {
            if (Date.now() > deadline) return;
            const body = toBody(entries, route.encoding);
            await expectSafe(
              name,
              who,
              body,
              async () => {
                const response = await site.request(who, route.path(site.ids), {
                  method: 'POST',
                  headers: {
                    'Content-Type':
                      route.encoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json',
                    Accept: route.encoding === 'form' ? 'text/html' : 'application/json',
                    Origin: site.url,
                  },
                  body,
                });
                return { status: response.status, text: await response.text() };
              },
              route.allowWrites,
            );
          },
        ),
        { seed: CORPUS_SEED, numRuns: RUNS_PER_TARGET },
      );
    },
  );
});

describe('what the corpus found', () => {
  it("refuses a NUL character with 400 and the field's message (PostgreSQL answered 500 before)", async () => {
    const lookup = await site.people.anonymous.trpc('booking.service', 'query', { service: 'a\u0000b' });
    expect(lookup.status).toBe(400);
    expect(lookup.error.message).toBe('Text must not contain a null character');
    expect(lookup.error.data.fieldErrors).toEqual({ service: ['Text must not contain a null character'] });
    const key = await site.people.owner.trpc('blogAdmin.createApiKey', 'mutation', { name: 'key\u0000' });
    expect(key.status).toBe(400);
    // The audience check still comes first.
    expect(
      (await site.people.member.trpc('blogAdmin.createApiKey', 'mutation', { name: '\u0000' })).status,
    ).toBe(403);
  });

  it("refuses a NUL character in a form with the page again and the field's message", async () => {
    const before = await site.rowCounts();
    const response = await site.people.anonymous.form('/contact', {
      name: 'Nul',
      email: 'nul@example.com',
      message: 'Hello\u0000there, a long enough message.',
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Text must not contain a null character');
    expect(changedTables(before, await site.rowCounts())).toEqual([]);
  });

  it('refuses an API key that could not be sent as a header (the test page answered 500 before)', async () => {
    for (const apiKey of ['a\u0000b', 'key\r\nX-Injected: 1', '\u202Ekey']) {
      const tried = await site.people.anonymous.trpc('system.tryBlogApi', 'mutation', { apiKey });
      expect({ apiKey, status: tried.status }).toEqual({ apiKey, status: 400 });
    }
  });
});

describe('after the corpus', () => {
  it('no prototype was polluted: roles still hold', async () => {
    expect((await site.people.anonymous.trpc('adminClients.dashboardStats', 'query')).status).toBe(401);
    expect((await site.people.member.trpc('adminClients.dashboardStats', 'query')).status).toBe(403);
    expect((await site.people.member.trpc('accounts.me', 'query')).data).toMatchObject({ role: 'user' });
    expect((await site.people.owner.trpc('accounts.me', 'query')).data).toMatchObject({ role: 'admin' });
  });
});
