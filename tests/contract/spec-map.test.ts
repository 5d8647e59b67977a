import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../support/repo-root';

// docs/spec-map.md says, in our words, what each section of the product specification governs and
// where it lives. The specification is not in the repository, so this suite reads only the
// repository: every «§x.y» the code cites must be a section the map describes (the map's headings are
// the specification's outline), and every path the map names must exist.

const MAP = 'docs/spec-map.md';
const THIS_FILE = 'tests/contract/spec-map.test.ts';
/** The folders whose files cite the specification. */
const ROOTS = [
  'sdk',
  'react-bindings',
  'reference-app',
  'reference-server',
  'cli',
  'tests',
  'docs',
  'scripts',
];
/** Source, docs and data: whatever a comment or a line of docs can be written in. */
const CITING_EXTENSIONS = new Set(['.ts', '.tsx', '.mjs', '.md', '.sql', '.css', '.tsv']);
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'coverage']);

/** One «§» citation of the specification: where it is and the section it names. */
interface Citation {
  where: string;
  section: string;
}

/** Every file under `folder` with one of the citing extensions, as paths from the repository root. */
function citingFiles(folder: string): string[] {
  const absolute = resolve(repoRoot, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory())
      return SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('.') ? [] : citingFiles(path);
    return CITING_EXTENSIONS.has(extname(entry.name)) ? [path] : [];
  });
}

// «§4.7», and the end of a range «§7.3–7.4». Not «issue 9 §5» (a part of an issue of ours) nor
// «RFC 6265 §5.3»: those are not the specification.
const CITATION = /(?<!(?:issue|RFC)\s+\d+\s*)§(\d+(?:\.\d+)?)(?:–(\d+(?:\.\d+)?))?/gi;

/** The specification's sections `text` cites, each with its line. */
function citationsIn(path: string, text: string): Citation[] {
  return [...text.matchAll(CITATION)].flatMap((match) => {
    const line = text.slice(0, match.index).split('\n').length;
    const where = `${path}:${line}`;
    const [, first = '', rangeEnd] = match;
    return rangeEnd
      ? [
          { where, section: first },
          { where, section: rangeEnd },
        ]
      : [{ where, section: first }];
  });
}

/** One entry of the map: its section and the text under its heading. */
interface MapEntry {
  section: string;
  body: string;
}

/** The map's entries: each `## §x` or `### §x.y` heading with the text up to the next heading. */
function mapEntries(map: string): MapEntry[] {
  const entries: MapEntry[] = [];
  for (const line of map.split('\n')) {
    const heading = /^#{2,3} §(\d+(?:\.\d+)?) /.exec(line);
    if (heading) entries.push({ section: heading[1] ?? '', body: '' });
    else if (/^#/.test(line)) entries.push({ section: '', body: '' });
    else {
      const last = entries.at(-1);
      if (last) last.body += `${line}\n`;
    }
  }
  return entries.filter((entry) => entry.section !== '');
}

/** A path the map names: a code span starting at a top folder, or naming a file by its extension. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map((match) => match[1] ?? '')
    .filter(
      (span) =>
        ROOTS.some((root) => span.startsWith(`${root}/`)) || /\.(ts|tsx|mjs|md|sql|css|tsv|json)$/.test(span),
    );
}

/** Orders sections as the specification does: by chapter, then by subsection (7.10 after 7.9). */
const sectionKey = (section: string) => section.split('.').map(Number);

const map = readFileSync(resolve(repoRoot, MAP), 'utf8');
const entries = mapEntries(map);
const described = new Set(entries.map((entry) => entry.section));
const citations = ROOTS.flatMap(citingFiles)
  .filter((path) => path !== MAP && path !== THIS_FILE)
  .flatMap((path) => citationsIn(path, readFileSync(resolve(repoRoot, path), 'utf8')));

describe(`the spec's map (${MAP})`, () => {
  it('describes every section the code, tests and docs cite', () => {
    // Each top folder cites the specification somewhere: a folder the scan no longer reads is a failure here.
    for (const root of ['sdk', 'react-bindings', 'reference-app', 'reference-server', 'cli', 'tests', 'docs'])
      expect(
        citations.some((c) => c.where.startsWith(`${root}/`)),
        `no citation found under ${root}/`,
      ).toBe(true);
    const undescribed = citations
      .filter((c) => !described.has(c.section))
      .map(
        (c) =>
          `${c.where} cites §${c.section}, which ${MAP} does not describe: a wrong citation, or a missing entry`,
      );
    expect(undescribed).toEqual([]);
  });

  it('names only files and folders that exist, each from the repository root', () => {
    const missing = namedPaths(map).filter((path) => !existsSync(resolve(repoRoot, path)));
    expect(missing).toEqual([]);
  });

  it('links only to documents that exist', () => {
    const links = [...map.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map((match) => match[1] ?? '');
    const broken = links.filter(
      (link) => !/^[a-z]+:/.test(link) && !existsSync(resolve(repoRoot, 'docs', link)),
    );
    expect(broken).toEqual([]);
  });

  it('says for every section where it lives in the code', () => {
    const nowhere = entries
      .filter((entry) => namedPaths(entry.body).length === 0)
      .map((e) => `§${e.section}`);
    expect(nowhere).toEqual([]);
  });

  it('has each section once, in the order of the specification', () => {
    const sections = entries.map((entry) => entry.section);
    const ordered = [...sections].sort((a, b) => {
      const [ka, kb] = [sectionKey(a), sectionKey(b)];
      return (ka[0] ?? 0) - (kb[0] ?? 0) || (ka[1] ?? 0) - (kb[1] ?? 0);
    });
    expect(sections).toEqual([...new Set(ordered)]);
  });
});
