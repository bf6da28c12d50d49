import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
// @ts-expect-error: a plain-JavaScript tool, typed by what this spec uses of it.
import * as tool from './docs-links.mjs';

type Link = { line: number; target: string };
const { anchorsOf, checkLinks, linksIn, markdownFiles, slug } = tool as {
  anchorsOf(text: string): Set<string>;
  checkLinks(root: string, files: string[]): string[];
  linksIn(text: string): Link[];
  markdownFiles(root: string): string[];
  slug(heading: string): string;
};

describe('tools/docs-links.mjs finds', () => {
  it('inline links, images and reference definitions, with their lines', () => {
    const text = [
      'See [the style](docs/architecture.md) and ![logo](<img/a b.png> "Logo").',
      '',
      '[contract]: docs/contract.md#4-shapes',
    ].join('\n');
    expect(linksIn(text)).toEqual([
      { line: 1, target: 'docs/architecture.md' },
      { line: 1, target: 'img/a b.png' },
      { line: 3, target: 'docs/contract.md#4-shapes' },
    ]);
  });

  it('a code span climbing out of its folder, but not other code spans nor links shown as code', () => {
    const text = 'See `../shared/ARCHITECTURE.md`; data lives in `./data`, built in `dist/`; write `[x](missing.md)`.';
    expect(linksIn(text)).toEqual([{ line: 1, target: '../shared/ARCHITECTURE.md' }]);
  });

  it('nothing inside fenced code blocks', () => {
    const text = ['```md', '[x](nowhere.md) `../up.md`', '```', '~~~', '[y](gone.md)', '~~~', '[z](here.md)'].join('\n');
    expect(linksIn(text)).toEqual([{ line: 7, target: 'here.md' }]);
  });
});

describe("tools/docs-links.mjs names headings as GitHub's anchors", () => {
  it('lower case, punctuation dropped, spaces as hyphens', () => {
    expect(slug('5. Who may do what (enforced by the server, tested for every endpoint)')).toBe(
      '5-who-may-do-what-enforced-by-the-server-tested-for-every-endpoint',
    );
    expect(slug('The `atrium` CLI: `ATRIUM_SERVER` & co.')).toBe('the-atrium-cli-atrium_server--co');
    expect(slug('[Layout](x.md) ≥ 2')).toBe('layout--2');
  });

  it('repeats numbered, explicit ids, none from code blocks', () => {
    const text = ['# Calls', '## Calls', '<a id="custom"></a>', '```', '# Not a heading', '```', '### Done ###'].join('\n');
    expect([...anchorsOf(text)].sort()).toEqual(['calls', 'calls-1', 'custom', 'done']);
  });
});

describe('tools/docs-links.mjs checks a repository', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'docs-links-'));
    write('README.md', '[style](docs/architecture.md#layout) [gone](docs/gone.md) [up](../outside.md) [web](https://example.com)\n');
    write('docs/architecture.md', '# Style\n## Layout\n[back](../README.md) [contract](contract.md#no-such-heading) [self](#style)\n');
    write('docs/contract.md', '# Contract\nSee `../../shared/CONTRACT.md` and [the folder](/docs/) and [top](/README.md#nothing).\n');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports each broken link once, with its file, line and reason', () => {
    expect(checkLinks(root, markdownFiles(root).sort())).toEqual([
      'README.md:1: docs/gone.md: no such file',
      'README.md:1: ../outside.md: outside the repository',
      "docs/architecture.md:3: contract.md#no-such-heading: no heading '#no-such-heading' in docs/contract.md",
      'docs/contract.md:2: ../../shared/CONTRACT.md: outside the repository',
      "docs/contract.md:2: /README.md#nothing: no heading '#nothing' in README.md",
    ]);
  });
});
