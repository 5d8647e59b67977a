/// <reference types="vite/client" />
// One cached sprite instead of an inline SVG per icon: the HTML carries only `<use>` references.
// `no-inline` because a sprite inlined as a data: URL cannot be referenced by `<use>`.
import spriteUrl from './icons/sprite.svg?no-inline';

/** The icons the sprite holds (the ids of its symbols). */
export type IconName =
  | 'user'
  | 'compare'
  | 'heart'
  | 'cart'
  | 'search'
  | 'home'
  | 'menu'
  | 'pin'
  | 'star'
  | 'filter'
  | 'close'
  | 'check'
  | 'briefcase';

/** The address of a symbol in the sprite, for `<use href>`. */
export function spriteHref(id: string): string {
  return `${spriteUrl}#${id}`;
}

/** An icon by name from the sprite, sized by the font; stroke and fill come from CSS (`.icon`). */
export function Icon({ name, filled = false }: { name: IconName; filled?: boolean }) {
  return (
    <svg className={filled ? 'icon icon--filled' : 'icon'} aria-hidden="true" focusable="false">
      <use href={spriteHref(name)} />
    </svg>
  );
}
