import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// What issue 32 asks of the image and the compose file, read from the files themselves (no container
// can be built here; `npm run lint:docker` checks the Dockerfile's syntax and habits).

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const scripts = JSON.parse(read('package.json')).scripts as { serve: string; worker: string };
/** The command an npm script runs, without the shell's `exec` (npm's SIGTERM reaches Node itself). */
const commandOf = (script: string) => script.replace(/^exec /, '');
/** Instructions with their continuation lines joined, comments left out. */
const instructions = (dockerfile: string) =>
  dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

describe('the Dockerfile', () => {
  const stages = read('Dockerfile')
    .split(/^(?=FROM )/m)
    .slice(1)
    .map(instructions);
  const final = stages.at(-1) ?? [];

  it('builds in one stage and runs on Node 24 in another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(stages[0]?.some((line) => line.startsWith('RUN npm run build'))).toBe(true);
    expect(final[0]).toMatch(/^FROM node:24[-\w.]* AS runtime$/);
  });

  it('runs with the runtime dependencies only, no Chromium, with fonts and ffmpeg', () => {
    expect(final.some((line) => /^RUN npm ci --omit=dev\b/.test(line))).toBe(true);
    expect(final.join('\n')).not.toMatch(/chromium|playwright/i);
    const installs = final.find((line) => line.includes('apt-get install')) ?? '';
    expect(installs).toContain('ffmpeg');
    expect(installs).toContain('fonts-dejavu-core');
  });

  it('runs as a user other than root, checks its health on /readyz and starts Node itself', () => {
    expect(final.filter((line) => line.startsWith('USER ')).at(-1)).toBe('USER node');
    expect(final.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/readyz');
    // The command `npm run serve` runs: the web process's bundle, with the same Node options.
    expect(final.at(-1)).toBe(
      `CMD ${JSON.stringify(commandOf(scripts.serve).split(' '))}`.replaceAll('","', '", "'),
    );
  });
});

describe('docker-compose.yml', () => {
  const compose = read('docker-compose.yml');

  it("trusts the proxy's own fixed address, and only it, in the web processes", () => {
    const proxyAddress = compose.match(/ipv4_address: ([\d.]+)/)?.[1];
    expect(proxyAddress).toBeDefined();
    expect([...compose.matchAll(/TRUST_PROXY: (\S+)/g)].map((match) => match[1])).toEqual([proxyAddress]);
  });

  it('keeps the default services for local work and puts the production shape behind a profile', () => {
    const services = compose.slice(compose.indexOf('\nservices:'), compose.indexOf('\nnetworks:'));
    const blocks = services.split(/\n(?= {2}[\w-]+:\n)/).slice(1);
    const profiled = (block: string) => /profiles: \[production\]|<<: \*site/.test(block);
    const names = (wanted: boolean) =>
      blocks.filter((block) => profiled(block) === wanted).map((block) => block.trim().split(':')[0]);
    expect(names(false)).toEqual(['postgres', 'redis', 'mailpit']);
    expect(names(true)).toEqual(['minio', 'minio-bucket', 'migrate', 'web-1', 'web-2', 'worker', 'proxy']);
    expect(compose).toContain('./deploy/nginx/site.conf.template:/etc/nginx/templates/default.conf.template');
  });

  it('starts the worker as `npm run worker` does: from its bundle', () => {
    const command = compose.match(/\n {2}worker:\n(?:.*\n)*? {4}command: (\[.*\])/)?.[1];
    expect(command && (JSON.parse(command) as string[]).join(' ')).toBe(commandOf(scripts.worker));
  });
});
