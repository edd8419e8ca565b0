import { existsSync, readdirSync, readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPageDto } from '#application/audit/schemas.ts';
import { storedImageKeys } from '#domain/blog/media.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts } from '../fixtures/harness/staff-accounts.ts';
import { hasFfmpeg, solidColourVideo } from '../fixtures/videos.ts';

const OWNER = { email: 'owner@example.com', password: 'owner-password-1' };
const MEMBER = {
  email: 'member@example.com',
  password: 'member-password-1',
  firstName: 'M',
  lastName: 'M',
  phone: '1',
};

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let ipCounter = 0;

const client = () => {
  ipCounter += 1;
  return new HttpClient(site.url, { 'X-Forwarded-For': `10.2.0.${ipCounter}` });
};

async function signedIn(credentials: { email: string; password: string }) {
  const http = client();
  expect((await http.post('/auth/sign-in', credentials)).status).toBe(200);
  return http;
}

async function startSite() {
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
}

async function stopSite() {
  await site.stop();
  await worker?.stop();
}

beforeAll(async () => {
  environment = await createSiteEnvironment({
    OWNER_EMAIL: OWNER.email,
    OWNER_PASSWORD: OWNER.password,
    SEED_DEMO_CONTENT: 'false',
    JOB_BACKOFF_MS: '200',
  });
  // Accounts made before the first start leave the owner unseeded: the owner is made with them.
  await createStaffAccounts(environment.env, [[OWNER, 'admin']], [MEMBER]);
  await startSite();
});

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
});

interface SaveResult {
  id: string;
  slug: string;
  status: string;
  created: boolean;
  imageUrl: string | null;
  cover: string;
}

const draft = (fields: Record<string, unknown> = {}) => ({
  title: 'Hello World',
  content: 'First words of the post.',
  tags: [' truth ', 'peace', 'truth', ''],
  imageAction: 'keep',
  action: 'draft',
  ...fields,
});

async function save(http: HttpClient, input: Record<string, unknown>) {
  const { status, data, error } = await http.trpc('blogAdmin.save', 'mutation', input);
  expect({ status, error }).toEqual({ status: 200, error: undefined });
  return data as SaveResult;
}

async function load(http: HttpClient, id: string) {
  return (await http.trpc('blogAdmin.load', 'query', { id })).data as Record<string, unknown> & {
    publishedAt: string | null;
    scheduledAt: string | null;
    status: string;
    tags: string[];
    imageUrl: string | null;
    videoUrl: string | null;
  };
}

const visitorSees = async (slug: string) => (await client().page(`/blog/${slug}`)).status === 200;

function storedFile(url: string) {
  return path.join(environment.dataDir, 'uploads', url.replace('/storage/', ''));
}

async function pollCover(http: HttpClient, jobId: string) {
  for (let i = 0; i < 200; i++) {
    const { data } = await http.trpc('blogAdmin.coverStatus', 'query', { jobId });
    if (data.state === 'completed' || data.state === 'failed') return data as { state: string; url: string };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('cover job did not finish');
}

describe('writing and publishing', () => {
  it('creates a draft, publishes it, edits it and takes it back, with the server deciding every date', async () => {
    const owner = await signedIn(OWNER);
    const created = await save(owner, draft());
    expect(created).toMatchObject({ slug: 'hello-world', status: 'draft', created: true, cover: 'none' });
    let post = await load(owner, created.id);
    // Trimmed, blanks and repeats dropped, in the author's order.
    expect(post).toMatchObject({ status: 'draft', publishedAt: null, tags: ['truth', 'peace'] });
    expect(await visitorSees('hello-world')).toBe(false);

    await save(owner, draft({ id: created.id, action: 'publish' }));
    post = await load(owner, created.id);
    expect(post.status).toBe('published');
    const firstPublication = post.publishedAt;
    expect(firstPublication).not.toBeNull();
    expect(await visitorSees('hello-world')).toBe(true);

    // Every save of a published post sets published_at to now; a public post keeps its address.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const edited = await save(owner, draft({ id: created.id, title: 'Hello Again', action: 'publish' }));
    expect(edited.slug).toBe('hello-world');
    post = await load(owner, created.id);
    expect(Date.parse(post.publishedAt ?? '')).toBeGreaterThan(Date.parse(firstPublication ?? ''));
    expect(post.title).toBe('Hello Again');

    // Reordered tags are shown in their new order, on the public list too.
    await save(
      owner,
      draft({ id: created.id, title: 'Hello Again', action: 'publish', tags: ['peace', 'truth'] }),
    );
    expect((await load(owner, created.id)).tags).toEqual(['peace', 'truth']);
    const { data: list } = await client().trpc('blog.list', 'query', {});
    expect(list.posts.find((card: { slug: string }) => card.slug === 'hello-world')?.tags).toEqual([
      'peace',
      'truth',
    ]);

    await save(owner, draft({ id: created.id, title: 'Hello Again', action: 'draft' }));
    post = await load(owner, created.id);
    expect(post).toMatchObject({ status: 'draft', publishedAt: null });
    expect(await visitorSees('hello-world')).toBe(false);
  });

  it('saves translations with the post, replaces them on the next save, and readers get theirs', async () => {
    const owner = await signedIn(OWNER);
    const saved = await save(
      owner,
      draft({
        title: 'Translated Editor Post',
        action: 'publish',
        translations: {
          fr: { title: 'Article traduit', excerpt: 'En bref', content: 'Des mots en français.' },
          de: { title: '', excerpt: '', content: '' },
        },
      }),
    );
    expect(await load(owner, saved.id)).toMatchObject({
      language: 'en',
      translations: {
        fr: { title: 'Article traduit', excerpt: 'En bref', content: 'Des mots en français.' },
      },
    });
    const french = new HttpClient(site.url, { 'Accept-Language': 'fr-FR,fr;q=0.9' });
    const page = await french.trpc('blog.bySlug', 'query', { slug: saved.slug });
    expect(page.data).toMatchObject({ title: 'Article traduit', language: 'fr' });
    await save(
      owner,
      draft({
        id: saved.id,
        title: 'Translated Editor Post',
        action: 'publish',
        translations: { de: { title: 'Übersetzter Beitrag', content: 'Deutsche Worte.' } },
      }),
    );
    expect((await load(owner, saved.id)).translations).toEqual({
      de: { title: 'Übersetzter Beitrag', excerpt: null, content: 'Deutsche Worte.' },
    });
    expect((await french.trpc('blog.bySlug', 'query', { slug: saved.slug })).data.title).toBe(
      'Translated Editor Post',
    );
    await owner.trpc('blogAdmin.delete', 'mutation', { id: saved.id });
  });

  it('gives a second "Hello World" its own slug instead of overwriting the first', async () => {
    const owner = await signedIn(OWNER);
    const [first, second] = await Promise.all([
      save(owner, draft({ title: 'Same Title Twice' })),
      save(owner, draft({ title: 'Same Title Twice' })),
    ]);
    expect([first?.slug, second?.slug].sort()).toEqual(['same-title-twice', 'same-title-twice-2']);
    expect(first?.id).not.toBe(second?.id);
  });

  it('refuses a save without title or content with the spec messages, writing nothing', async () => {
    const owner = await signedIn(OWNER);
    const before = (await owner.trpc('blogAdmin.list', 'query')).data.length;
    const refused = await owner.trpc('blogAdmin.save', 'mutation', draft({ title: ' ', content: '' }));
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('Title is required');
    expect(refused.error.data.fieldErrors).toMatchObject({
      title: ['Title is required'],
      content: ['Content is required'],
    });
    expect((await owner.trpc('blogAdmin.list', 'query')).data.length).toBe(before);
  });

  it('lets nobody but staff write', async () => {
    const member = await signedIn(MEMBER);
    expect((await member.trpc('blogAdmin.save', 'mutation', draft())).status).toBe(403);
    expect((await client().trpc('blogAdmin.save', 'mutation', draft())).status).toBe(401);
    const upload = await member.upload('/api/blog/images', 'x', 'image/png');
    expect(upload.status).toBe(403);
  });

  it('drops cached pages when a post is published, edited or deleted', async () => {
    const owner = await signedIn(OWNER);
    const visitor = client();
    await visitor.page('/blog');
    // Kept once compressed, a moment after the first answer.
    await expect.poll(async () => (await visitor.page('/blog')).headers.get('x-page-cache')).toBe('hit');
    const saved = await save(owner, draft({ title: 'Fresh From The Editor', action: 'publish' }));
    const after = await visitor.page('/blog');
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(await after.text()).toContain('Fresh From The Editor');
    expect(await (await visitor.get('/rss.xml')).text()).toContain('Fresh From The Editor');

    expect((await owner.trpc('blogAdmin.delete', 'mutation', { id: saved.id })).status).toBe(200);
    expect(await (await visitor.page('/blog')).text()).not.toContain('Fresh From The Editor');
    expect((await visitor.page(`/blog/${saved.slug}`)).status).toBe(404);
  });
});

describe('images', () => {
  it('refuses a text file renamed as a picture, keeping nothing', async () => {
    const owner = await signedIn(OWNER);
    const response = await owner.upload('/api/blog/images', 'just some text, not a PNG', 'image/png');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('Please upload a valid image file (JPEG, PNG, WebP or GIF)');
    const incoming = path.join(environment.dataDir, 'uploads', '.incoming');
    expect(existsSync(incoming) ? readdirSync(incoming) : []).toEqual([]);
  });

  it('re-encodes a real picture without its metadata, with WebP widths and a social card', async () => {
    const owner = await signedIn(OWNER);
    const photo = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#3366aa' } })
      .withExif({ IFD0: { Copyright: 'secret-location' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await owner.upload(
      '/api/blog/images',
      new Uint8Array(photo),
      'application/octet-stream',
    );
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { url: string; width: number; height: number };
    expect(stored).toMatchObject({ width: 1600, height: 1000 });
    expect(stored.url).toMatch(/^\/storage\/blog-images\/[0-9a-f-]{36}\.jpg$/);
    const served = await client().get(stored.url);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('secret-location'))).toBe(false);
    for (const width of [480, 960, 1200]) {
      const copy = await sharp(
        readFileSync(storedFile(stored.url.replace('.jpg', `-${width}w.webp`))),
      ).metadata();
      expect({ format: copy.format, width: copy.width }).toEqual({ format: 'webp', width });
    }
    const social = await sharp(
      readFileSync(storedFile(stored.url.replace('.jpg', '-social.jpg'))),
    ).metadata();
    expect({ width: social.width, height: social.height }).toEqual({ width: 1200, height: 630 });
  });

  it('turns a captured video frame into a 1200x630 JPEG thumbnail', async () => {
    const owner = await signedIn(OWNER);
    const frame = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#101010' } })
      .png()
      .toBuffer();
    const response = await owner.upload('/api/blog/thumbnails', new Uint8Array(frame), 'image/png');
    expect(response.status).toBe(201);
    const { url } = (await response.json()) as { url: string };
    const meta = await sharp(readFileSync(storedFile(url))).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('draws a 1200x630 PNG cover in the worker, with progress the editor can follow', async () => {
    const owner = await signedIn(OWNER);
    const { data } = await owner.trpc('blogAdmin.generateCover', 'mutation', {
      title: 'Robots, Rollouts and Rebuilds',
      content: 'This week in AI and automation.',
    });
    const done = await pollCover(owner, data.jobId);
    expect(done.state).toBe('completed');
    expect(done.url).toMatch(/^\/storage\/blog-images\/[0-9a-f-]{36}\.png$/);
    const png = Buffer.from(await (await client().get(done.url)).arrayBuffer());
    const meta = await sharp(png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'png',
      width: 1200,
      height: 630,
    });
    if (worker)
      expect(worker.logs.some((line) => line.job === 'generate-cover' && line.msg === 'job completed')).toBe(
        true,
      );
  });

  it('draws a cover during a save when asked, and the post page uses its social card', async () => {
    const owner = await signedIn(OWNER);
    const saved = await save(
      owner,
      draft({ title: 'A Post With A Cover', imageAction: 'generate', action: 'publish' }),
    );
    expect(saved.cover).toBe('generated');
    expect(saved.imageUrl).toMatch(/\.png$/);
    const html = await (await client().page(`/blog/${saved.slug}`)).text();
    expect(html).toContain(`${saved.imageUrl?.replace('.png', '-social.jpg')}`);
  });

  it('says "Please add a title first to generate an image" without a title', async () => {
    const owner = await signedIn(OWNER);
    const refused = await owner.trpc('blogAdmin.generateCover', 'mutation', { title: '  ', content: 'x' });
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('Please add a title first to generate an image');
  });
});

/** A few bytes an MP4 file starts with: enough for the content check. */
function mp4Bytes(size = 64 * 1024) {
  const bytes = Buffer.alloc(size);
  Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex').copy(bytes);
  return new Uint8Array(bytes);
}

function peakRssKb(pid: number): number {
  return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
}

describe('videos', () => {
  it('stores a video and removes the old file when it is replaced or removed', async () => {
    const owner = await signedIn(OWNER);
    const upload = async () => {
      const response = await owner.upload('/api/blog/videos', mp4Bytes(), 'video/mp4');
      expect(response.status).toBe(201);
      const body = (await response.json()) as { url: string; thumbnailUrl: string | null };
      // Only an MP4 header: there is no frame to pull, and the upload is fine without one.
      expect(body.thumbnailUrl).toBeNull();
      return body.url;
    };
    const first = await upload();
    expect(first).toMatch(/^\/storage\/blog-videos\/[0-9a-f-]{36}\.mp4$/);
    const saved = await save(owner, draft({ title: 'My First Vlog', mediaType: 'video', videoUrl: first }));
    expect(await load(owner, saved.id)).toMatchObject({ videoUrl: first, isVlog: true, mediaType: 'video' });

    const second = await upload();
    await save(owner, draft({ id: saved.id, title: 'My First Vlog', mediaType: 'video', videoUrl: second }));
    expect(existsSync(storedFile(first))).toBe(false);
    expect(existsSync(storedFile(second))).toBe(true);

    await save(owner, draft({ id: saved.id, title: 'My First Vlog', mediaType: 'image', videoUrl: null }));
    expect(await load(owner, saved.id)).toMatchObject({
      videoUrl: null,
      isVlog: false,
      videoThumbnailUrl: null,
    });
    expect(existsSync(storedFile(second))).toBe(false);
  });

  it.skipIf(!hasFfmpeg())(
    'comes back with a 1200x630 JPEG thumbnail pulled from the video by ffmpeg',
    async () => {
      const owner = await signedIn(OWNER);
      const response = await owner.upload(
        '/api/blog/videos',
        new Uint8Array(solidColourVideo('0xCC2200')),
        'video/mp4',
      );
      expect(response.status).toBe(201);
      const { url, thumbnailUrl } = (await response.json()) as { url: string; thumbnailUrl: string };
      expect(url).toMatch(/^\/storage\/blog-videos\/.+\.mp4$/);
      expect(thumbnailUrl).toMatch(/^\/storage\/blog-images\/thumbnail-.+\.jpg$/);
      const thumbnail = sharp(storedFile(thumbnailUrl));
      expect(await thumbnail.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      // The frame is the video's colour (JPEG and YUV shift it a little).
      const { channels } = await thumbnail.stats();
      expect(channels.map((channel) => Math.round(channel.mean / 16))).toEqual([13, 2, 0]);
    },
  );

  it('refuses what is not a video, by its declared type and by its bytes', async () => {
    const owner = await signedIn(OWNER);
    const wrongType = await owner.upload('/api/blog/videos', mp4Bytes(), 'image/png');
    expect(wrongType.status).toBe(400);
    expect((await wrongType.json()).error).toBe('Please upload a valid video file');
    const wrongBytes = await owner.upload('/api/blog/videos', 'plain text pretending', 'video/mp4');
    expect(wrongBytes.status).toBe(400);
  });

  it('refuses 101 MB at once when the size is declared', async () => {
    const owner = await signedIn(OWNER);
    const response = await owner
      .upload('/api/blog/videos', mp4Bytes(), 'video/mp4', {
        'Content-Length': String(101 * 1024 * 1024),
      })
      .catch(() => null);
    // fetch refuses to send a wrong Content-Length itself; then the streamed case below covers it.
    if (response) expect(response.status).toBe(413);
  });

  it('refuses a streamed 101 MB video while it arrives, without holding it in memory', async () => {
    const owner = await signedIn(OWNER);
    const pid = site.child.pid ?? 0;
    const chunk = mp4Bytes(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 101) return controller.close();
        sent += 1;
        controller.enqueue(sent === 1 ? chunk : new Uint8Array(1024 * 1024));
      },
    });
    const before = peakRssKb(pid);
    const response = await owner.upload('/api/blog/videos', body, 'video/mp4');
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe('Video file is too large. Maximum size is 100MB');
    // Holding the file would lift the site's peak memory by at least its 101 MB; streamed to disk, only
    // the socket's chunks waiting for the garbage collector show (about half of it here).
    expect(peakRssKb(pid) - before).toBeLessThan(75 * 1024);
    const incoming = path.join(environment.dataDir, 'uploads', '.incoming');
    expect(readdirSync(incoming)).toEqual([]);
  });
});

describe('scheduled publication', () => {
  /** The scheduler's entries in the audit log about one post (the log page's own read, as the owner). */
  const scheduledPublicationsOf = async (owner: HttpClient, postId: string) => {
    const answer = await owner.trpc('audit.entries', 'query', { person: 'scheduler' });
    expect(answer.status).toBe(200);
    return (answer.data as AuditPageDto).rows
      .filter((row) => row.subject.id === postId)
      .map((row) => row.action);
  };
  const publishedIn = (logs: Array<Record<string, unknown>>) =>
    logs.filter((line) => line.msg === 'scheduled post published').length;
  const publications = () => publishedIn([...site.logs, ...(worker?.logs ?? [])]);

  it('publishes a scheduled post at its time, once', async () => {
    const owner = await signedIn(OWNER);
    const at = new Date(Date.now() + 1500);
    const saved = await save(
      owner,
      draft({ title: 'Scheduled Soon', action: 'schedule', scheduledAt: at.toISOString() }),
    );
    expect(saved.status).toBe('scheduled');
    expect(await visitorSees(saved.slug)).toBe(false);
    const visitor = client();
    await visitor.page('/blog');
    // Kept once compressed, a moment after the first answer.
    await expect.poll(async () => (await visitor.page('/blog')).headers.get('x-page-cache')).toBe('hit');
    const before = publications();
    await expect.poll(() => visitorSees(saved.slug), { timeout: 15_000, interval: 200 }).toBe(true);
    // The cached list is dropped too, even when the worker process did the publishing (news via Redis).
    expect(await (await visitor.page('/blog')).text()).toContain('Scheduled Soon');
    const post = await load(owner, saved.id);
    expect(post).toMatchObject({ status: 'published', publishedAt: at.toISOString(), scheduledAt: null });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(publications() - before).toBe(1);
    // One entry of the audit log, by the scheduler (the worker's job, or the site's without Redis).
    expect(await scheduledPublicationsOf(owner, saved.id)).toEqual(['post.published']);
  });

  it('refuses a time in the past', async () => {
    const owner = await signedIn(OWNER);
    const refused = await owner.trpc(
      'blogAdmin.save',
      'mutation',
      draft({
        title: 'Too Late',
        action: 'schedule',
        scheduledAt: new Date(Date.now() - 60_000).toISOString(),
      }),
    );
    expect(refused.status).toBe(400);
    expect(refused.error.message).toBe('Choose a time in the future to schedule the post');
  });

  it('still publishes, once, when the site was down at the scheduled time', async () => {
    const earlierTests = publications();
    const owner = await signedIn(OWNER);
    const at = new Date(Date.now() + 2500);
    const saved = await save(
      owner,
      draft({ title: 'Scheduled Across A Restart', action: 'schedule', scheduledAt: at.toISOString() }),
    );
    // On a slow machine the first site and worker may stop only after the time, having published it.
    const firstRunLogs = [site.logs, worker?.logs ?? []];
    await stopSite();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at.getTime() - Date.now()) + 300));
    await startSite();
    await expect.poll(() => visitorSees(saved.slug), { timeout: 15_000, interval: 200 }).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const reconciled = site.logs.find((line) => line.msg === 'scheduled posts checked') as
      | { published?: number }
      | undefined;
    // Whoever got there first (the start-up check, or the job Redis kept) published it; the other did nothing.
    const beforeRestart = publishedIn(firstRunLogs.flat()) - earlierTests;
    expect(publications() + beforeRestart + (reconciled?.published ?? 0)).toBe(1);
    expect((await load(await signedIn(OWNER), saved.id)).publishedAt).toBe(at.toISOString());
    // Whoever published it, the log has it once, by the scheduler.
    expect(await scheduledPublicationsOf(await signedIn(OWNER), saved.id)).toEqual(['post.published']);
  });
});

describe('the blog API', () => {
  async function newKey(name: string) {
    const owner = await signedIn(OWNER);
    const { data } = await owner.trpc('blogAdmin.createApiKey', 'mutation', { name });
    return data as { id: string; key: string; prefix: string };
  }

  const call = (key: string | undefined, body: unknown) =>
    fetch(`${site.url}/api/blog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(key ? { 'x-api-key': key } : {}) },
      body: JSON.stringify(body),
    });

  it('accepts translations with a post', async () => {
    const key = await newKey('translated automation');
    const response = await call(key.key, {
      title: 'Weekly Update In Languages',
      content: 'Robots did things.',
      publish: true,
      translations: {
        pt: { title: 'Atualização semanal', excerpt: 'A semana', content: 'Os robôs fizeram coisas.' },
      },
    });
    expect(response.status).toBe(201);
    const { slug, id } = (await response.json()) as { slug: string; id: string };
    const portuguese = new HttpClient(site.url, { 'Accept-Language': 'pt' });
    expect((await portuguese.trpc('blog.bySlug', 'query', { slug })).data).toMatchObject({
      title: 'Atualização semanal',
      excerpt: 'A semana',
    });
    const owner = await signedIn(OWNER);
    await owner.trpc('blogAdmin.delete', 'mutation', { id });
    const refused = await call(key.key, {
      title: 'Half Translated',
      content: 'Words.',
      translations: { de: { title: 'Nur ein Titel' } },
    });
    expect(refused.status).toBe(400);
  });

  it('creates a post with a valid key, logging the call', async () => {
    const key = await newKey('weekly automation');
    expect(key.key).toMatch(/^pbk_/);
    const response = await call(key.key, {
      title: 'Weekly Update From The API',
      content: 'Robots did things.',
      excerpt: 'The week',
      tags: ['weekly-update'],
      publish: true,
    });
    expect(response.status).toBe(201);
    const body = (await response.json()) as { slug: string; status: string; url: string };
    expect(body).toMatchObject({ slug: 'weekly-update-from-the-api', status: 'published' });
    expect(body.url).toMatch(/^https?:\/\/[^/]+\/blog\/weekly-update-from-the-api$/);
    expect(await visitorSees(body.slug)).toBe(true);

    const owner = await signedIn(OWNER);
    const { data } = await owner.trpc('blogAdmin.apiKeys', 'query');
    expect(data.keys.find((k: { id: string }) => k.id === key.id).lastUsedAt).not.toBeNull();
    expect(data.calls[0]).toMatchObject({ keyName: 'weekly automation', status: 201 });
    // Only the hash is stored: the key itself appears nowhere in what the admin can read back.
    expect(JSON.stringify(data)).not.toContain(key.key);
  });

  it('answers 401 with an error for a missing, wrong or revoked key, and 400 naming a bad field', async () => {
    const key = await newKey('to revoke');
    const missing = await call(undefined, { title: 'x', content: 'y' });
    expect(missing.status).toBe(401);
    expect((await missing.json()).error).toMatch(/Missing API key/);
    const wrong = await call('pbk_not-a-real-key', { title: 'x', content: 'y' });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'Invalid API key' });

    const bad = await call(key.key, { content: 'no title' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ field: 'title' });
    const notJson = await fetch(`${site.url}/api/blog`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-api-key': key.key },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);

    const owner = await signedIn(OWNER);
    expect((await owner.trpc('blogAdmin.revokeApiKey', 'mutation', { id: key.id })).status).toBe(200);
    expect((await call(key.key, { title: 'x', content: 'y' })).status).toBe(401);
    const { data } = await owner.trpc('blogAdmin.apiKeys', 'query');
    expect(data.calls.filter((c: { status: number }) => c.status === 401).length).toBeGreaterThanOrEqual(3);
  });
});

describe('images uploaded for a post that was never saved', () => {
  it('are removed with their copies once a day old, at the next start; a saved post keeps its own', async () => {
    const owner = await signedIn(OWNER);
    const upload = async () => {
      const photo = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#aa6633' } })
        .jpeg()
        .toBuffer();
      const response = await owner.upload(
        '/api/blog/images',
        new Uint8Array(photo),
        'application/octet-stream',
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { url: string }).url;
    };
    const kept = await upload();
    const unsaved = await upload();
    await save(owner, draft({ title: 'A post that keeps its picture', imageUrl: kept }));
    const filesOf = (url: string) =>
      storedImageKeys(url).map((key) => path.join(environment.dataDir, 'uploads', 'blog-images', key));
    expect([...filesOf(kept), ...filesOf(unsaved)].every((file) => existsSync(file))).toBe(true);

    await stopSite();
    // Written a day and a minute ago, as far as storage can tell.
    const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
    for (const file of [...filesOf(kept), ...filesOf(unsaved)]) utimesSync(file, dayAgo, dayAgo);
    await startSite();
    await expect.poll(() => filesOf(unsaved).filter((file) => existsSync(file))).toEqual([]);
    expect(filesOf(kept).every((file) => existsSync(file))).toBe(true);
  });
});
