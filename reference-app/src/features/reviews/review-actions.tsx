import { useStore, useVerstak } from '@verstak/react';
import type { ProductReview } from '@verstak/sdk';
import { lazy, Suspense, useState } from 'react';
import { Link } from '../../app/router';

const WriteReviewModal = lazy(() =>
  import('./write-review-modal').then((m) => ({ default: m.WriteReviewModal })),
);
const ModerationPanel = lazy(() =>
  import('./moderation-panel').then((m) => ({ default: m.ModerationPanel })),
);

/** The staff groups that moderate reviews (§6). */
const MODERATORS = ['content-managers', 'administrators'];

/**
 * «Написать отзыв» (a signed-in shopper without a review of the product; a guest is sent to log in and
 * back) and, for content
 * managers only, «Модерация отзывов». Both modals load on the first click.
 */
export function ReviewActions({
  productId,
  title,
  returnTo,
  written,
  onWritten,
}: {
  productId: number;
  title: string;
  returnTo: string;
  /** The shopper already has a review of the product waiting or published: one per product (§4.10). */
  written: boolean;
  onWritten: (review: ProductReview) => void;
}) {
  // useStore over the user store rather than useUser: that hook would move into the shared entry.
  const user = useVerstak().stores.user;
  const status = useStore(user, (s) => s.status);
  const moderator = useStore(user, (s) => s.groups.some((g) => MODERATORS.includes(g)));
  const [open, setOpen] = useState<'write' | 'moderate' | null>(null);
  return (
    <div className="review-actions">
      {status === 'authorized' && written ? (
        <p className="muted">Вы уже написали отзыв об этом товаре.</p>
      ) : status === 'authorized' ? (
        <button type="button" className="button button--orange" onClick={() => setOpen('write')}>
          Написать отзыв
        </button>
      ) : (
        <Link className="button button--orange" href={`/personal/login/?r=${encodeURIComponent(returnTo)}`}>
          Войдите, чтобы написать отзыв
        </Link>
      )}
      {moderator && (
        <button type="button" className="button button--light" onClick={() => setOpen('moderate')}>
          Модерация отзывов
        </button>
      )}
      <Suspense fallback={null}>
        {open === 'write' && (
          <WriteReviewModal
            productId={productId}
            title={title}
            onClose={() => setOpen(null)}
            onWritten={onWritten}
          />
        )}
        {open === 'moderate' && (
          <ModerationPanel
            productId={productId}
            onClose={(changed) => {
              setOpen(null);
              // What was published or rejected shows in the list and the rating at once.
              if (changed) window.location.reload();
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
