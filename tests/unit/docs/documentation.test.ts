import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LATEST_RUN_END, LATEST_RUN_START } from '#bench/figures-file.ts';

// Issue 45: the design lives in the repository. README stays a first page that points into docs/, the
// links between the pages hold, and docs/configuration.md lists every variable the site reads.

const root = fileURLToPath(new URL('../../..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function markdownFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder)).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(path.join(root, file)).isDirectory()) return markdownFiles(file);
    return name.endsWith('.md') ? [file] : [];
  });
}

const pages = ['README.md', 'CONTRIBUTING.md', ...markdownFiles('docs')];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a page's headings, outside code blocks. */
function anchorsOf(text: string): Set<string> {
  const withoutCode = text.replace(/```[\s\S]*?```/g, '');
  return new Set([...withoutCode.matchAll(/^#{1,6} (.+)$/gm)].map((match) => anchorOf(match[1] ?? '')));
}

describe('the documentation', () => {
  it('keeps README to 200 lines or fewer, with the two commands, pointing into docs/', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(200);
    expect(readme).toContain('npm install && npm start');
    expect(readme).toContain('\nnpm test\n');
    expect(readme).toContain('(docs/architecture.md)');
  });

  it("runs README's test command in CI", () => {
    const lastCommand = read('.ci/run').trim().split('\n').at(-1);
    expect(lastCommand).toBe('npm test');
    expect(JSON.parse(read('package.json')).scripts.test).toBe('node tests/run-all.ts');
  });

  it('points at no document outside the repository', () => {
    for (const page of pages) expect(read(page), page).not.toMatch(/\.\.\/shared\//);
  });

  it.each(pages)('%s: every relative link reaches a file, and its anchor a heading', (page) => {
    const text = read(page).replace(/```[\s\S]*?```/g, '');
    for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/.test(target)) continue;
      const [file = '', anchor] = target.split('#');
      const resolved = file === '' ? page : path.join(path.dirname(page), file);
      expect(() => statSync(path.join(root, resolved)), `${page} → ${target}`).not.toThrow();
      if (anchor !== undefined && !resolved.endsWith('/') && resolved.endsWith('.md'))
        expect(anchorsOf(read(resolved)), `${page} → ${target}`).toContain(anchor);
    }
  });

  it('lists every variable of the configuration schema and of .env.example in docs/configuration.md', () => {
    const config = read('src/infrastructure/config.ts');
    const schema = config.slice(config.indexOf('const environmentSchema'), config.indexOf('\n});'));
    const variables = new Set([
      ...[...schema.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]),
      ...[...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]),
    ]);
    expect(variables.size).toBeGreaterThan(40);
    const documented = read('docs/configuration.md');
    for (const variable of variables) expect(documented, variable).toContain(`| \`${variable}\``);
  });

  it('keeps one latest-run block in docs/benchmarks.md for the bench to write', () => {
    const figures = read('docs/benchmarks.md');
    expect(figures.split(LATEST_RUN_START)).toHaveLength(2);
    expect(figures.indexOf(LATEST_RUN_END)).toBeGreaterThan(figures.indexOf(LATEST_RUN_START));
  });
});
