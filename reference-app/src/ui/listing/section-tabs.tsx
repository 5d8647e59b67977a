import type { ListSection } from '@verstak/sdk';
import { useEffect, useRef } from 'react';
import { Link } from '../../app/router';

/**
 * The section tabs of the favourites and compare pages: a strip that scrolls sideways, with the
 * active section kept in view (a page opened on a far section, or the first one shown after the
 * active one was removed, would otherwise leave the strip where it was, the active tab unseen).
 */
export function SectionTabs({
  label,
  sections,
  activeId,
  hrefOf,
}: {
  label: string;
  sections: readonly ListSection[];
  activeId: number | null;
  hrefOf: (sectionId: number) => string;
}) {
  const strip = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when another tab becomes active
  useEffect(() => {
    const nav = strip.current;
    const tab = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !tab) return;
    const box = nav.getBoundingClientRect();
    const at = tab.getBoundingClientRect();
    if (at.left < box.left || at.right > box.right) nav.scrollLeft += at.left - box.left;
  }, [activeId]);
  return (
    <nav className="section-tabs" aria-label={label} ref={strip}>
      {sections.map((s) => (
        <Link
          key={s.id}
          href={hrefOf(s.id)}
          className="section-tabs__item"
          aria-current={s.id === activeId ? 'page' : undefined}
        >
          {s.title} <span className="section-tabs__count">{s.count}</span>
        </Link>
      ))}
    </nav>
  );
}
