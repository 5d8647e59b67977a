import type { Breadcrumb } from '@verstak/sdk';
import { Link } from '../app/router';

/**
 * Breadcrumbs (§2.5): earlier items with a url are links, the last is plain text; an item with sections
 * or tags shows them in a dropdown on hover (sections, a divider, then tags). The back link (mobile)
 * shows only when its item has a url.
 */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  if (items.length === 0) return null;
  const back = items.length > 1 ? items[items.length - 2] : undefined;
  return (
    <nav className="breadcrumbs" aria-label="Хлебные крошки">
      {back?.url && (
        <Link href={back.url} className="breadcrumbs__back">
          ← {back.title}
        </Link>
      )}
      <ol>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          const dropdown = !last && (item.sections.length > 0 || item.tags.length > 0);
          return (
            <li key={`${item.title}-${item.url ?? i}`} className={dropdown ? 'has-dropdown' : undefined}>
              {last || !item.url ? (
                <span aria-current={last ? 'page' : undefined}>{item.title}</span>
              ) : (
                <Link href={item.url}>{item.title}</Link>
              )}
              {dropdown && (
                <ul className="breadcrumbs__dropdown">
                  {item.sections.map((s) => (
                    <li key={s.url}>
                      <Link href={s.url}>{s.title}</Link>
                    </li>
                  ))}
                  {item.sections.length > 0 && item.tags.length > 0 && (
                    <li className="breadcrumbs__divider" aria-hidden="true" />
                  )}
                  {item.tags.map((t) => (
                    <li key={t.url}>
                      <Link href={t.url}>{t.title}</Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
