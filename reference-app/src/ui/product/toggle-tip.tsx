import { useState } from 'react';
import { Link } from '../../app/router';
import { Icon } from '../icons';

/** What a toggle's tooltip says: the add went through (with a link to the list), or why it was refused. */
export type Tip = { type: 'added' } | { type: 'refused'; message: string } | null;

const TEXTS = {
  favorites: {
    added: 'Товар добавлен в избранное',
    link: 'Перейти в избранное',
    href: '/personal/favorites/',
  },
  compare: {
    added: 'Товар добавлен в сравнение',
    link: 'Перейти к сравнению',
    href: '/personal/compare/',
  },
} as const;

/**
 * The tooltip of the favourites or compare toggle (§2.10): shown only after a click, so its code
 * loads then and not with every card.
 */
export function ToggleTip({ kind, tip }: { kind: keyof typeof TEXTS; tip: Tip }) {
  const t = TEXTS[kind];
  // The shopper may hide the tooltip before its time; a new one shows again.
  const [hidden, setHidden] = useState<Tip>(null);
  const shown = tip !== null && tip !== hidden ? tip : null;
  if (!shown) return null;
  return (
    <span className={`toggle-tip__box${shown.type === 'added' ? '' : ' toggle-tip__box--red'}`}>
      {shown.type === 'added' ? (
        <>
          {t.added}. <Link href={t.href}>{t.link}</Link>
        </>
      ) : (
        <>
          {shown.message} <Link href={t.href}>{t.link}</Link>
        </>
      )}
      <button
        type="button"
        className="toggle-tip__close"
        aria-label="Скрыть"
        onClick={() => setHidden(shown)}
      >
        <Icon name="close" />
      </button>
    </span>
  );
}
