import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeSection, inSection, listSections, pageOf } from './list-sections';
import type { ListedProduct } from './visitor-list';

// A small tree: tops 1–2, mids 10–13, leaves 100–107 (leaf l sits under mid 10 + (l - 100) / 2,
// under top 1 + mid / 12), so sections repeat across products.
const leaf = fc.integer({ min: 100, max: 107 });
const listed = fc
  .uniqueArray(fc.integer({ min: 1, max: 10_000 }), { maxLength: 40 })
  .chain((ids) =>
    fc.tuple(fc.constant(ids), fc.array(leaf, { minLength: ids.length, maxLength: ids.length })),
  )
  .map(([ids, leaves]): ListedProduct[] =>
    ids.map((id, i) => {
      const l = leaves[i] as number;
      const mid = 10 + Math.floor((l - 100) / 2);
      return { id, sections: [l, mid, mid < 12 ? 1 : 2] };
    }),
  );
const titles = new Map(Array.from({ length: 8 }, (_, i) => [100 + i, { title: `Раздел ${100 + i}` }]));

describe('the page logic of the favourites and the comparison (§3, §4.5, §4.6)', () => {
  it('lists each leaf section once with its count, in first-item order', () => {
    fc.assert(
      fc.property(listed, (items) => {
        const sections = listSections(items, titles);
        expect(sections.reduce((n, s) => n + s.count, 0)).toBe(items.length);
        expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
        for (const s of sections) {
          expect(s.count).toBe(items.filter((i) => i.sections[0] === s.id).length);
          expect(s.title).toBe(`Раздел ${s.id}`);
        }
        const firstAppearance = [...new Set(items.map((i) => i.sections[0]))];
        expect(sections.map((s) => s.id)).toEqual(firstAppearance);
      }),
    );
  });

  it('shows the asked section when a product is in it, else the first item’s; none for an empty list', () => {
    fc.assert(
      fc.property(
        listed,
        fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
        fc.boolean(),
        (items, asked, anyDepth) => {
          const active = activeSection(items, asked, { anyDepth });
          if (items.length === 0) {
            expect(active).toBeNull();
            return;
          }
          const depths = anyDepth ? 3 : 1;
          const held = asked !== undefined && items.some((i) => i.sections.slice(0, depths).includes(asked));
          expect(active).toBe(held ? asked : items[0]?.sections[0]);
          // The active section always holds a product.
          expect(inSection(items, active).length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('pages a section: the pages joined are the section, each at most the page size; a page out of range is clamped', () => {
    fc.assert(
      fc.property(
        listed,
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: -5, max: 50 }),
        (items, perPage, asked) => {
          const first = pageOf(items, 1, perPage);
          const joined = Array.from(
            { length: first.pageCount },
            (_, i) => pageOf(items, i + 1, perPage).items,
          ).flat();
          expect(joined).toEqual(items);
          expect(first.pageCount).toBe(Math.ceil(items.length / perPage));
          const page = pageOf(items, asked, perPage);
          expect(page.items.length).toBeLessThanOrEqual(perPage);
          expect(page.page).toBe(Math.min(Math.max(1, asked), Math.max(1, first.pageCount)));
          if (items.length > 0) expect(page.items.length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
