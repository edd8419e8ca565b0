import * as cheerio from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_LINK_SLOT } from '#application/client-sign-in/portal-link-email.ts';
import { emailRenderer } from '#infrastructure/mail/email-renderer.ts';
import { giveClientPassword } from '../fixtures/client-sign-in-mail.ts';
import { EVERY_EMAIL } from '../fixtures/every-email.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';
import { type MarkupDocument, nuErrorsAndWarnings } from '../fixtures/nu-html-checker.ts';

// Issue 43: the pages as the checkers that browsers, search engines and social sites use read them.
// Every page type (public, token, portal, admin, 404) and every e-mail, in English and German, goes
// through the W3C Nu HTML Checker; the public, indexable ones are read with an HTML parser for their social cards,
// language links and structured data.

const DEMO_CLIENT = { email: 'client@example.com', password: 'demo-client-password-1' };
const LANGUAGES = ['en', 'de'] as const;
const SIGN_IN_LINK = 'https://site.example/client_login/verify?token=abc';
const ALL_LANGUAGES = ['en', 'fr', 'it', 'es', 'de', 'pt'];

/** The pages search engines may index, each a page type of its own. */
const INDEXABLE_PAGES = [
  '/',
  '/blog',
  '/blog/hello-world',
  '/cv',
  '/contact',
  '/booking',
  '/booking/electrical-consultation',
  '/client_onboarding',
  '/client_login',
  '/register',
  '/legal/privacy-policy',
  '/projects/medai',
  '/epie-solar-solutions',
  '/tmtlaunch',
];
/** Pages opened from an e-mailed link: their token makes each address one person's. */
const TOKEN_PAGES = [
  '/client_login/verify?token=no-such-token',
  '/register/confirm?token=no-such-token',
  '/client_onboarding/confirm?token=no-such-token',
];
const OTHER_PUBLIC_PAGES = ['/login', '/booking/electrical-consultation?booked=1', '/no-such-page'];
const OWNER_PAGES = [
  '/admin/dashboard',
  '/admin/blog',
  '/admin/blog/new',
  '/admin/bookings',
  '/admin/clients',
  '/admin/projects',
  '/admin/proposals',
  '/admin/proposals/create',
  '/admin/conversations',
  '/admin/audit',
  '/account',
];

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let visitor: HttpClient;
let owner: HttpClient;
let client: HttpClient;

const inLanguage = (path: string, language: string) =>
  `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;

async function read(http: HttpClient, path: string): Promise<MarkupDocument> {
  const response = await http.page(path);
  expect(response.headers.get('content-type'), path).toContain('text/html');
  return { name: path, html: await response.text() };
}

beforeAll(async () => {
  environment = await createSiteEnvironment();
  await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
  // With Redis, e-mails (the demo client's sign-in code) go through the worker, as in production.
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
  visitor = new HttpClient(site.url, { 'X-Forwarded-For': '10.43.0.1' });
  owner = await signIn(new HttpClient(site.url, { 'X-Forwarded-For': '10.43.0.2' }), OWNER);
  await giveClientPassword(
    { url: site.url, dataDir: environment.dataDir },
    DEMO_CLIENT.email,
    DEMO_CLIENT.password,
  );
  client = await signIn(new HttpClient(site.url, { 'X-Forwarded-For': '10.43.0.3' }), DEMO_CLIENT);
});

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
});

describe('the W3C Nu HTML Checker', () => {
  it('finds no error and no warning on any page type or e-mail, in English and German', async () => {
    const portal = cheerio.load((await read(client, '/portal?tab=proposals')).html);
    const proposal = portal('a[href^="/portal/proposals/"]').attr('href');
    expect(proposal, 'the demo client has a proposal').toBeTruthy();
    const clientPages = [
      '/portal',
      '/portal?tab=proposals',
      '/portal?tab=messages',
      '/portal?tab=settings',
      proposal ?? '',
    ];
    const documents: MarkupDocument[] = [];
    for (const language of LANGUAGES) {
      for (const path of [...INDEXABLE_PAGES, ...TOKEN_PAGES, ...OTHER_PUBLIC_PAGES])
        documents.push(await read(visitor, inLanguage(path, language)));
      for (const path of OWNER_PAGES) documents.push(await read(owner, inLanguage(path, language)));
      for (const path of clientPages) documents.push(await read(client, inLanguage(path, language)));
      for (const [name, build] of Object.entries(EVERY_EMAIL)) {
        // As sent: a portal e-mail's slot holds each reader's own sign-in link.
        const html = emailRenderer().render(build(language)).html?.replaceAll(PORTAL_LINK_SLOT, SIGN_IN_LINK);
        documents.push({ name: `the ${name} e-mail in ${language}`, html: html ?? '' });
      }
    }
    expect(await nuErrorsAndWarnings(documents)).toEqual([]);
  });
});

describe('the public pages, read as search engines and social sites do', () => {
  it.each(LANGUAGES)(
    'give every indexable page its card, language links and structured data, in %s',
    async (language) => {
      const problems: string[] = [];
      for (const path of INDEXABLE_PAGES) {
        const $ = cheerio.load((await read(visitor, inLanguage(path, language))).html);
        const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
        const report = (problem: string) => problems.push(`${path} (${language}): ${problem}`);
        // The site's address in tests is whatever it was started with: the path and query are the page's.
        const canonical = $('link[rel="canonical"]').attr('href') ?? '';
        const expected = new URL(path, 'http://site');
        if (language !== 'en') expected.searchParams.set('lang', language);
        if (!URL.canParse(canonical) || !canonical.endsWith(`${expected.pathname}${expected.search}`))
          report(`canonical "${canonical}"`);

        const hreflangs = $('link[rel="alternate"][hreflang]')
          .map((_, link) => $(link).attr('hreflang'))
          .get();
        if (hreflangs.sort().join() !== [...ALL_LANGUAGES, 'x-default'].sort().join())
          report(`hreflang ${hreflangs.join()}`);
        for (const key of ['og:title', 'og:description', 'og:type', 'twitter:card'])
          if (!meta(key)) report(`no ${key}`);
        if (meta('og:url') !== canonical) report(`og:url ${meta('og:url')}`);
        const image = meta('og:image') ?? '';
        if (!URL.canParse(image)) report(`og:image "${image}" is not absolute`);
        if (!meta('og:image:width') || !meta('og:image:height')) report('og:image has no size');
        if ($('meta[property="og:image"]').length !== 1) report('not one og:image');

        for (const script of $('script[type="application/ld+json"]')) {
          const data = JSON.parse($(script).text()) as {
            '@type': string;
            url?: string;
            mainEntity?: unknown;
          };
          const isPage = /Page$|^BlogPosting$/.test(data['@type']);
          if (isPage && data.url !== canonical) report(`${data['@type']} url ${data.url}`);
          if (data['@type'] === 'ProfilePage' && !data.mainEntity) report('ProfilePage has no mainEntity');
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('tells search engines not to index a page opened from an e-mailed link', async () => {
    for (const path of TOKEN_PAGES) {
      const $ = cheerio.load((await read(visitor, path)).html);
      expect($('meta[name="robots"]').attr('content'), path).toContain('noindex');
    }
  });
});
