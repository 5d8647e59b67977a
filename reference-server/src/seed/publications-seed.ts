import type { Db } from '../db/database';
import { addDays } from '../promos/moscow-day';
import { PUBLICATION_TAGS } from './publication-tags-data';
import { PUBLICATIONS, type PublicationSeed } from './publications-data';

// The news, articles and videos a fresh store starts with (issue 18), dated relative to the day it is
// seeded (Moscow), their related products picked from the seeded catalogue, and a few comments that
// content managers have published under the articles.

/** The tables of this seed, children first. */
export const PUBLICATION_TABLES = [
  'comment_votes',
  'publication_comments',
  'publications',
  'publication_tags',
];

/** A body written as lines (publications-data.ts) as the stored blocks. */
function blocksOf(
  lines: readonly string[],
): Array<{ type: 'h2' | 'p' | 'ul'; text: string; items: string[] }> {
  const blocks: Array<{ type: 'h2' | 'p' | 'ul'; text: string; items: string[] }> = [];
  for (const line of lines) {
    const last = blocks[blocks.length - 1];
    if (line.startsWith('- ')) {
      if (last?.type === 'ul') last.items.push(line.slice(2));
      else blocks.push({ type: 'ul', text: '', items: [line.slice(2)] });
    } else if (line.startsWith('## ')) blocks.push({ type: 'h2', text: line.slice(3), items: [] });
    else blocks.push({ type: 'p', text: line, items: [] });
  }
  return blocks;
}

/** 10:00 Moscow (07:00 UTC) of the day `daysAgo` before `seedDay`. */
function morningOf(seedDay: string, daysAgo: number): string {
  return `${addDays(seedDay, -daysAgo)}T07:00:00.000Z`;
}

/** The rows of `publication_tags`. */
export function publicationTagRows(): Record<string, unknown>[] {
  return PUBLICATION_TAGS.map(([code, title]) => ({ code, title }));
}

/** The rows of `publications` for a store seeded on `seedDay` (YYYY-MM-DD, Moscow). */
export function publicationRows(seedDay: string): Record<string, unknown>[] {
  return PUBLICATIONS.map((p: PublicationSeed, i) => ({
    id: i + 1,
    kind: p.kind,
    code: p.code,
    title: p.title,
    description: p.description,
    body: blocksOf(p.body),
    faq: (p.faq ?? []).map(([question, answer]) => ({ question, answer })),
    video_url: p.video?.url ?? null,
    video_duration: p.video?.duration ?? null,
    tags: p.tags,
    product_ids: [],
    published_at: morningOf(seedDay, p.daysAgo),
    modified_at: morningOf(seedDay, p.modifiedDaysAgo ?? p.daysAgo),
  }));
}

/** Each publication's related products: the eight most popular of its predicate, in stock first. */
export async function insertPublicationProducts(tx: Db): Promise<void> {
  for (const [i, p] of PUBLICATIONS.entries()) {
    if (!p.products) continue;
    await tx.query(
      `UPDATE publications SET product_ids = ARRAY(
         SELECT p.id FROM products p JOIN sections s ON s.id = p.section_id JOIN sections m ON m.id = p.mid_id
           JOIN brands b ON b.id = p.brand_id
         WHERE ${p.products}
         ORDER BY p.is_available DESC, p.popularity DESC, p.id LIMIT 8)
       WHERE id = $1`,
      [i + 1],
    );
  }
}

/** Comments content managers have published: [article code, author, text, likes, days after the article]. */
const COMMENTS: ReadonlyArray<readonly [string, string, string, number, number]> = [
  [
    'kak-vybrat-perforator',
    'Андрей',
    'Взял перфоратор на 2,7 Дж для ремонта квартиры — хватило и на подрозетники, и на штробы. Спасибо за разбор по джоулям.',
    7,
    1,
  ],
  [
    'kak-vybrat-perforator',
    'Сергей К.',
    'Добавлю: берите сразу набор буров с четырьмя кромками, на арматуре обычные быстро садятся.',
    3,
    1,
  ],
  [
    'akkumulyatory-zimoy',
    'Ольга',
    'Не знала, что холодный аккумулятор нельзя сразу заряжать. Теперь понятно, почему зарядка мигала.',
    5,
    2,
  ],
  [
    'kak-vybrat-shurupovert',
    'Дмитрий',
    'Для дачи взял бесщёточный на 18 В с двумя аккумуляторами по 2 А·ч — весь день работы без подзарядки.',
    4,
    3,
  ],
];

/** The rows of `publication_comments`: published, with no account. */
export function publicationCommentRows(seedDay: string): Record<string, unknown>[] {
  return COMMENTS.flatMap(([code, author, text, likes, after], i) => {
    const index = PUBLICATIONS.findIndex((p) => p.kind === 'article' && p.code === code);
    const article = PUBLICATIONS[index];
    if (!article) throw new Error(`The seed's comment names no article ${code}`);
    const at = `${addDays(seedDay, -article.daysAgo + after)}T${String(9 + i).padStart(2, '0')}:15:00.000Z`;
    return [
      {
        id: i + 1,
        publication_id: index + 1,
        author,
        text,
        status: 'published',
        f_user_id: 'seed',
        user_id: null,
        address: null,
        consent_at: at,
        created_at: at,
        moderated_at: at,
        moderated_by: 'content@verstak.example.ru',
        reject_reason: '',
        likes,
        dislikes: 0,
      },
    ];
  });
}
