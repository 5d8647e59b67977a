import type {
  Publication,
  PublicationBlock,
  PublicationDetail,
  PublicationKind,
  PublicationTag,
} from '@verstak/sdk/contract';
import type { Db } from '../db/database';
import { publicationPictureUrl } from '../images/picture-urls';
import { RUSSIAN_LATIN } from '../text/russian-latin';
import { PUBLICATION_KINDS } from './publication-kinds';
import { videoEmbed } from './video-embed';

/** A row of `publications` as the lists read it. */
export interface PublicationRow {
  id: number;
  kind: PublicationKind;
  code: string;
  title: string;
  description: string;
  tags: string[];
  published_at: Date | string;
  modified_at: Date | string;
}

/** A row of `publications` as a page reads it. */
export interface PublicationDetailRow extends PublicationRow {
  body: Array<{ type: 'h2' | 'p' | 'ul'; text?: string; items?: string[] }>;
  faq: Array<{ question: string; answer: string }>;
  video_url: string | null;
  video_duration: number | null;
  product_ids: number[];
}

const LIST_COLUMNS = 'id, kind, code, title, description, tags, published_at, modified_at';

/** The titles of the tags, by code. */
export async function tagTitles(db: Db): Promise<Map<string, string>> {
  const rows = await db.query<{ code: string; title: string }>('SELECT code, title FROM publication_tags');
  return new Map(rows.map((r) => [r.code, r.title]));
}

/** A tag of a kind's list, as a link to the list filtered by it. */
export function tagOf(kind: PublicationKind, code: string, titles: Map<string, string>): PublicationTag {
  return { code, title: titles.get(code) ?? code, url: `${PUBLICATION_KINDS[kind].base}?tag=${code}` };
}

const iso = (v: Date | string) => new Date(v).toISOString();

/** A row as lists show it. */
export function toPublication(row: PublicationRow, titles: Map<string, string>): Publication {
  return {
    id: row.id,
    kind: row.kind,
    code: row.code,
    url: `${PUBLICATION_KINDS[row.kind].base}${row.code}/`,
    title: row.title,
    description: row.description,
    previewPicture: publicationPictureUrl(row, true),
    datePublished: iso(row.published_at),
    dateModified: iso(row.modified_at),
    tags: row.tags.filter((t) => titles.has(t)).map((t) => tagOf(row.kind, t, titles)),
  };
}

/** A page of a kind's publications, newest first, optionally of one tag, and how many there are. */
export async function publicationRows(
  db: Db,
  kind: PublicationKind,
  tag: string | null,
  page: { limit: number; offset: number },
): Promise<{ rows: PublicationRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<PublicationRow>(
      `SELECT ${LIST_COLUMNS} FROM publications WHERE kind = $1 AND ($2::text IS NULL OR $2 = ANY(tags))
       ORDER BY published_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [kind, tag, page.limit, page.offset],
    ),
    db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM publications WHERE kind = $1 AND ($2::text IS NULL OR $2 = ANY(tags))',
      [kind, tag],
    ),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The tags a kind's publications carry, with how many carry each, in the tags' order. */
export async function tagCounts(
  db: Db,
  kind: PublicationKind,
): Promise<Array<{ code: string; count: number }>> {
  return db.query<{ code: string; count: number }>(
    `SELECT t.code, count(*)::int AS count FROM publications p CROSS JOIN LATERAL unnest(p.tags) AS u(code)
       JOIN publication_tags t ON t.code = u.code
     WHERE p.kind = $1 GROUP BY t.code ORDER BY count DESC, t.code`,
    [kind],
  );
}

/** A publication of a kind by its code. */
export async function publicationByCode(
  db: Db,
  kind: PublicationKind,
  code: string,
): Promise<PublicationDetailRow | undefined> {
  const [row] = await db.query<PublicationDetailRow>(
    `SELECT ${LIST_COLUMNS}, body, faq, video_url, video_duration, product_ids
     FROM publications WHERE kind = $1 AND code = $2`,
    [kind, code],
  );
  return row;
}

/** The one to read after `row`: the one of its kind published just before it, else the newest. */
export async function nextOf(db: Db, row: PublicationRow): Promise<PublicationRow | undefined> {
  const [next] = await db.query<PublicationRow>(
    `SELECT ${LIST_COLUMNS} FROM publications WHERE kind = $1 AND id <> $2
     ORDER BY (published_at, id) < ($3::timestamptz, $2) DESC, published_at DESC, id DESC LIMIT 1`,
    [row.kind, row.id, iso(row.published_at)],
  );
  return next;
}

/** A heading's anchor: its words in latin, as the contents link to it; a repeat gets `-2`, `-3`. */
function anchorOf(title: string, taken: Set<string>): string {
  const base =
    Array.from(title.toLowerCase(), (c) => RUSSIAN_LATIN[c] ?? (c === 'ё' ? 'yo' : c))
      .join('')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'razdel';
  let anchor = base;
  for (let n = 2; taken.has(anchor); n++) anchor = `${base}-${n}`;
  taken.add(anchor);
  return anchor;
}

/** The stored blocks with their headings' anchors. */
export function blocksOf(body: PublicationDetailRow['body']): PublicationBlock[] {
  const taken = new Set<string>();
  return body.map((b) => ({
    type: b.type,
    text: b.text ?? '',
    items: b.items ?? [],
    anchor: b.type === 'h2' ? anchorOf(b.text ?? '', taken) : '',
  }));
}

/** A publication's page fields from its row; `next` and `comments` are the caller's. */
export function toPublicationDetail(
  row: PublicationDetailRow,
  titles: Map<string, string>,
  next: Publication | null,
  comments: number,
): PublicationDetail {
  const text = blocksOf(row.body);
  const contents =
    row.kind === 'article'
      ? text.filter((b) => b.type === 'h2').map((b) => ({ anchor: b.anchor, title: b.text }))
      : [];
  return {
    ...toPublication(row, titles),
    detailPicture: publicationPictureUrl(row),
    text,
    contents,
    displayContents: contents.length >= 3,
    faq: row.kind === 'article' ? row.faq : [],
    video: row.video_url ? videoEmbed(row.video_url, row.video_duration ?? 0) : null,
    next,
    comments,
  };
}
