import type { Db } from '../db/database';
import { perDatabaseKeyed } from '../db/per-database';
import { queryWords } from './query-words';

/** How similar (pg_trgm, 0..1) a catalogue word must be to stand for a mistyped one. */
const MEND_SIMILARITY = 0.3;

/** A query as the catalogue reads it. */
export interface UnderstoodQuery {
  /**
   * The `to_tsquery('russian', …)` text that finds the products, every word required; empty when the
   * query has no word that means anything (stop words, punctuation).
   */
  readonly tsquery: string;
  /** The words as understood, for «Показаны результаты по запросу …»; null when they are as typed. */
  readonly understood: string | null;
  /** The understood words (brand codes, mended words), to pick sections and brands by. */
  readonly words: readonly string[];
}

interface FormRow {
  /** Index of the word. */
  i: number;
  /** Index of the form among the word's forms. */
  k: number;
  form: string;
  /** Whether the form finds a product as it is (stemmed). */
  hit: boolean;
  /** Whether the form finds a product as the start of a word (asked only while typing). */
  phit: boolean;
  /** Whether the form is a stop word (its tsquery is empty). */
  stop: boolean;
  /** The most similar catalogue word and its similarity, when one is similar enough. */
  term: string | null;
  sim: number | null;
}

/**
 * Reads a query the way a Russian shopper means it: each word in its typed form when that finds
 * products (the `russian` configuration stems «дрели», «дрелью» to дрель), else in the first of its
 * other forms that does (the other keyboard layout «lhtkm» → дрель, the other alphabet «макита» →
 * makita, a brand's Russian name), else mended to the most similar catalogue word («перфаратор» →
 * перфоратор, pg_trgm). Article numbers are matched as prefixes without punctuation. `prefix` makes the
 * last word a prefix too (the instant search, while the shopper is still typing). One statement.
 */
export async function understandQuery(db: Db, query: string, prefix = false): Promise<UnderstoodQuery> {
  const words = queryWords(query);
  const is: number[] = [];
  const ks: number[] = [];
  const forms: string[] = [];
  words.forEach((word, i) => {
    word.forms.forEach((form, k) => {
      is.push(i);
      ks.push(k);
      forms.push(form);
    });
  });
  const rows =
    forms.length === 0
      ? []
      : await db.query<FormRow>(
          `SELECT c.i, c.k, c.form,
             numnode(plainto_tsquery('russian', c.form)) = 0 AS stop,
             EXISTS (SELECT 1 FROM products p WHERE p.search @@ plainto_tsquery('russian', c.form)) AS hit,
             $5::boolean AND EXISTS (SELECT 1 FROM products p WHERE p.search @@ to_tsquery('russian', c.form || ':*')) AS phit,
             f.term, f.sim
           FROM unnest($1::int[], $2::int[], $3::text[]) AS c(i, k, form)
           LEFT JOIN LATERAL (
             SELECT t.term, similarity(t.term, c.form)::float8 AS sim FROM search_terms t
             WHERE t.term % c.form AND length(c.form) >= 4
             ORDER BY sim DESC, t.term LIMIT 1
           ) f ON f.sim >= $4`,
          [is, ks, forms, MEND_SIMILARITY, prefix],
        );
  const parts: string[] = [];
  const understood: string[] = [];
  let changed = false;
  words.forEach((word, i) => {
    const last = i === words.length - 1;
    if (word.article) {
      parts.push(`${word.text}:*`);
      understood.push(word.text);
      return;
    }
    const mine = rows.filter((r) => r.i === i).sort((a, b) => a.k - b.k);
    if (mine[0]?.stop) return;
    const found = mine.find((r) => r.hit);
    const mended = mine
      .filter((r) => r.term !== null)
      .sort((a, b) => (b.sim ?? 0) - (a.sim ?? 0) || a.k - b.k)[0];
    // While typing, the last word may be the start of one: «дре» → дрель, «lhtk» → «дрел…».
    const started = last && prefix ? mine.find((r) => r.phit) : undefined;
    const chosen = found?.form ?? started?.form ?? mended?.term ?? word.text;
    if (chosen !== word.text) changed = true;
    understood.push(chosen);
    parts.push(last && prefix ? `${chosen}:*` : chosen);
  });
  return {
    tsquery: parts.join(' & '),
    understood: changed && understood.length > 0 ? understood.join(' ') : null,
    words: understood,
  };
}

/** Queries (and typed prefixes) whose reading is kept per catalogue generation; the oldest go first. */
const KEPT_QUERIES = 5000;

const understood = perDatabaseKeyed(
  (db: Db, key: string) => understandQuery(db, key.slice(1), key.startsWith('+')),
  { maxKeys: KEPT_QUERIES },
);

/**
 * {@link understandQuery}, kept until the catalogue changes: the reading depends only on the
 * catalogue's products and words, and the same queries come again and again.
 */
export function understandQueryCached(db: Db, query: string, prefix = false): Promise<UnderstoodQuery> {
  return understood(db, `${prefix ? '+' : '-'}${query}`);
}
