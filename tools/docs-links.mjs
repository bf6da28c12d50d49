#!/usr/bin/env node
// The docs must stand alone in a clone: every relative link in a tracked Markdown file names a file or folder
// of this repository, and a `#fragment` into a Markdown file names one of its headings. A path written as
// code that climbs out of the file's folder (`../shared/ARCHITECTURE.md`) counts as a link too: that is how
// the docs pointed at a folder a clone does not have. Links with a scheme (https:, mailto:) are not followed.
//
//   node tools/docs-links.mjs       check (npm test runs it with the static checks); exits 1 on a broken link
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Folders never walked when git cannot list the tracked files (built, installed or run-time content). */
const SKIP = new Set(['node_modules', 'dist', 'build', 'coverage', 'data', 'tmp', 'test-results']);

/**
 * The links of one Markdown text, outside fenced code blocks: `[text](target)`, `![alt](target)`,
 * `[id]: target`, and code spans that start with `../`. Each as `{ line, target }` (line from 1).
 */
export function linksIn(text) {
  const links = [];
  let fence = null;
  text.split('\n').forEach((raw, i) => {
    const line = i + 1;
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && !raw.trim().slice(opening[1].length)) fence = null;
      return;
    }
    if (opening) {
      fence = opening[1];
      return;
    }
    const definition = /^ {0,3}\[[^\]]+\]:\s*<?([^\s>]+)>?/.exec(raw);
    if (definition) links.push({ line, target: definition[1] });
    // Code spans first: a `[x](y)` inside one is an example, not a link.
    const spans = [];
    const prose = raw.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_, ticks, body) => {
      spans.push(body.trim());
      return ' '.repeat(ticks.length * 2 + body.length);
    });
    for (const span of spans) if (span.startsWith('../') && !/\s/.test(span)) links.push({ line, target: span });
    for (const m of prose.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ line, target: m[1].replace(/^<|>$/g, '') });
    }
  });
  return links;
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens (github-slugger). */
export function slug(heading) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a Markdown text offers: its headings (repeats numbered as GitHub does) and explicit ids. */
export function anchorsOf(text) {
  const anchors = new Set();
  const counts = new Map();
  let fence = null;
  for (const raw of text.split('\n')) {
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(raw);
    if (fence || opening) {
      if (!fence) fence = opening[1];
      else if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length) fence = null;
      continue;
    }
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(raw);
    if (heading) {
      const base = slug(heading[1]);
      const n = counts.get(base) ?? 0;
      counts.set(base, n + 1);
      anchors.add(n ? `${base}-${n}` : base);
    }
    for (const m of raw.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]);
  }
  return anchors;
}

/**
 * Problems with the links of `files` (paths relative to `root`), as `file:line: target: why` lines.
 * `read(path)` answers a file's text (the file system by default).
 */
export function checkLinks(root, files, read = (path) => readFileSync(path, 'utf8')) {
  const problems = [];
  const anchorCache = new Map();
  const anchors = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(read(path)));
    return anchorCache.get(path);
  };
  for (const file of files) {
    const from = join(root, file);
    for (const { line, target } of linksIn(read(from))) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
      const [pathPart, fragment] = splitOnce(target.replace(/\?[^#]*/, ''), '#');
      let decoded;
      try {
        decoded = decodeURIComponent(pathPart);
      } catch {
        decoded = pathPart;
      }
      const path = decoded === '' ? from : resolve(decoded.startsWith('/') ? root : dirname(from), decoded.replace(/^\/+/, ''));
      const where = `${file}:${line}: ${target}`;
      const inside = relative(root, path);
      if (inside === '..' || inside.startsWith(`..${sep}`)) {
        problems.push(`${where}: outside the repository`);
      } else if (!existsSync(path)) {
        problems.push(`${where}: no such file`);
      } else if (fragment && path.endsWith('.md') && statSync(path).isFile() && !anchors(path).has(fragment)) {
        problems.push(`${where}: no heading '#${fragment}' in ${relative(root, path) || file}`);
      }
    }
  }
  return problems;
}

function splitOnce(text, separator) {
  const i = text.indexOf(separator);
  return i < 0 ? [text, ''] : [text.slice(0, i), text.slice(i + 1)];
}

/** The Markdown files to check: git's tracked ones, or (outside a checkout) every one outside SKIP. */
export function markdownFiles(root) {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--', '*.md'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return out.split('\0').filter((f) => f && existsSync(join(root, f)));
  } catch {
    const found = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path);
        else if (entry.name.endsWith('.md')) found.push(path);
      }
    };
    walk('');
    return found;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const files = markdownFiles(root);
  const problems = checkLinks(root, files);
  for (const p of problems) console.error(p);
  if (problems.length) {
    console.error(`${problems.length} broken link(s): link to files of this repository (docs/ holds the shared docs)`);
    process.exit(1);
  }
  console.log(`docs links: ${files.length} Markdown files, every relative link resolves`);
}
