/** One shell example line of the docs, read as far as the docs test needs. */
export interface ShellExample {
  /** The whole line, for test names. */
  line: string;
  /** The stages of the pipeline, each as its words; the first is the `verstak` command. */
  stages: string[][];
  /** The comment after `#`, or `''`. */
  comment: string;
}

/**
 * Splits a shell line into pipeline stages of words: single and double quotes, backslash escapes,
 * `|` between stages and a `#` comment. Anything fancier (redirections, `$(…)`, `&&`) is refused, so
 * an example the test cannot run faithfully fails loudly instead of being half-run.
 */
export function readShellExample(line: string): ShellExample {
  const stages: string[][] = [[]];
  let word: string | null = null;
  let comment = '';
  const end = () => {
    if (word !== null) stages.at(-1)?.push(word);
    word = null;
  };
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (c === "'") {
      const close = line.indexOf("'", i + 1);
      if (close === -1) throw new Error(`Unclosed ' in: ${line}`);
      word = (word ?? '') + line.slice(i + 1, close);
      i = close;
    } else if (c === '"') {
      let text = '';
      for (i++; i < line.length && line[i] !== '"'; i++) {
        if (line[i] === '\\' && /["\\$`]/.test(line[i + 1] ?? '')) i++;
        else if (line[i] === '$' || line[i] === '`') throw new Error(`No expansions in examples: ${line}`);
        text += line[i];
      }
      if (i >= line.length) throw new Error(`Unclosed " in: ${line}`);
      word = (word ?? '') + text;
    } else if (c === '\\') {
      word = (word ?? '') + (line[++i] ?? '');
    } else if (/\s/.test(c)) {
      end();
    } else if (c === '#' && word === null) {
      comment = line.slice(i + 1).trim();
      break;
    } else if (c === '|' && line[i + 1] !== '|') {
      end();
      stages.push([]);
    } else if (/[<>&;$`()]/.test(c) || c === '|') {
      throw new Error(`The docs test runs plain commands and pipes only, not "${c}": ${line}`);
    } else {
      word = (word ?? '') + c;
    }
  }
  end();
  if (stages.some((s) => s.length === 0)) throw new Error(`An empty pipeline stage in: ${line}`);
  return { line, stages, comment };
}

/**
 * Evaluates the jq paths the docs use (`.a.b`, `.a[].b`, `.[0]`) on a JSON value: every value the
 * path reaches, `undefined` for a missing key. Other jq filters throw.
 */
export function jqPath(filter: string, input: unknown): unknown[] {
  if (!/^\.(?:[A-Za-z_][A-Za-z0-9_]*|\[\d*\])?(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d*\])*$/.test(filter))
    throw new Error(`The docs test reads simple jq paths only, not: ${filter}`);
  let values: unknown[] = [input];
  for (const [, key, index] of filter.matchAll(/\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d*)\]/g)) {
    values = values.flatMap((v): unknown[] => {
      if (key !== undefined) return [(v as Record<string, unknown> | null)?.[key]];
      if (!Array.isArray(v)) return [undefined];
      return index === '' ? v : [v[Number(index)]];
    });
  }
  return values;
}
