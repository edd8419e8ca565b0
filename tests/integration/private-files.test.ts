import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithProject as newClient } from '../fixtures/client-with-project.ts';
import { HttpClient } from '../fixtures/harness/http-client.ts';
import { type RunningProcess, startProcess, startSiteProcess } from '../fixtures/harness/processes.ts';
import { createSiteEnvironment, type SiteEnvironment } from '../fixtures/harness/site-environment.ts';
import { createStaffAccounts, OWNER, signIn } from '../fixtures/harness/staff-accounts.ts';

/** A client's reference images are theirs: served to that client and staff only, never cached publicly. */

let environment: SiteEnvironment;
let site: Awaited<ReturnType<typeof startSiteProcess>>;
let worker: RunningProcess | undefined;
let ipCounter = 0;

const visitor = () => new HttpClient(site.url, { 'X-Forwarded-For': `10.28.6.${++ipCounter}` });
const IMAGE = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const clientWithProject = (email: string) =>
  newClient({ url: site.url, dataDir: environment.dataDir }, visitor, email);

/** A stored reference image, written where the worker stores them. */
async function storedImage(projectId: string): Promise<string> {
  const folder = path.join(environment.dataDir, 'uploads', 'project-files', projectId);
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'reference-1-1700000000000.png'), IMAGE);
  return `/storage/project-files/${projectId}/reference-1-1700000000000.png`;
}

beforeAll(async () => {
  environment = await createSiteEnvironment({ SEED_DEMO_CONTENT: 'false' });
  await createStaffAccounts(environment.env, [[OWNER, 'admin']]);
  // With Redis, the sign-in e-mails go out through the worker, as in production.
  if (environment.env.REDIS_URL) {
    worker = startProcess('src/worker-main.ts', environment.env);
    await worker.waitForLog((line) => line.msg === 'worker ready');
  }
  site = await startSiteProcess(environment.env);
});

afterAll(async () => {
  await site?.stop();
  await worker?.stop();
  await environment?.cleanup();
});

describe('reference images', () => {
  it('are served to their client and to staff, privately, and to no one else', async () => {
    const anna = await clientWithProject('anna@example.com');
    const bert = await clientWithProject('bert@example.com');
    const url = await storedImage(anna.projectId);

    const own = await anna.http.get(url);
    expect(own.status).toBe(200);
    expect(Buffer.from(await own.arrayBuffer())).toEqual(IMAGE);
    expect(own.headers.get('cache-control')).toMatch(/^private/);
    expect(own.headers.get('cache-control')).not.toContain('public');

    const owner = await signIn(visitor(), OWNER);
    expect((await owner.get(url)).status).toBe(200);

    expect((await visitor().get(url)).status).toBe(404);
    expect((await bert.http.get(url)).status).toBe(404);
  });

  it('cannot be reached by a path that leaves the project folder', async () => {
    const anna = await clientWithProject('anna2@example.com');
    const bert = await clientWithProject('bert2@example.com');
    await storedImage(bert.projectId);
    const sneaky = `/storage/project-files/${anna.projectId}/..%2F${bert.projectId}%2Freference-1-1700000000000.png`;
    expect((await anna.http.get(sneaky)).status).toBe(404);
    const throughPublic = `/storage/blog-images/..%2F${'project-files'}%2F${bert.projectId}%2Freference-1-1700000000000.png`;
    expect((await visitor().get(throughPublic)).status).toBe(404);
  });
});

describe('blog images', () => {
  it('stay public and cached for a year', async () => {
    const folder = path.join(environment.dataDir, 'uploads', 'blog-images');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'cover.png'), IMAGE);
    const response = await visitor().get('/storage/blog-images/cover.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
