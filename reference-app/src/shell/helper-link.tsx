import { clampHelperCount } from '@verstak/sdk';
import type { ReactNode } from 'react';
import { Link, useLocation } from '../app/router';

/**
 * A cart, favourites or compare helper (§2.7, §5): its count floored and clamped to 0..99, and a click
 * that navigates to its page unless the visitor is already there. Its name reads «Корзина: 3».
 */
export function HelperLink({
  href,
  count,
  className,
  children,
}: {
  href: string;
  count: number;
  className: string;
  children: ReactNode;
}) {
  const [location] = useLocation();
  const shown = clampHelperCount(count);
  const here = location === href;
  return (
    <Link
      href={href}
      className={className}
      aria-current={here ? 'page' : undefined}
      onClick={(event) => {
        if (here) event.preventDefault();
      }}
    >
      {children}
      {shown > 0 && (
        <span className="helper__count">
          <span className="visually-hidden">: </span>
          {shown}
        </span>
      )}
    </Link>
  );
}
