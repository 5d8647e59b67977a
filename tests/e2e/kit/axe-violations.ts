import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// Lighthouse's accessibility audits are axe rules; these tags hold them and WCAG 2.2 AA.
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Runs axe-core in the page and lists each violation as "rule: first offending elements". */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const results = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags } }),
    TAGS,
  );
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}
