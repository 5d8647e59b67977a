import { useVerstak } from '@verstak/react';
import { type ProductReview, reviewsApi } from '@verstak/sdk';
import { useState } from 'react';

/** «Полезный отзыв?» with likes and dislikes, once per visitor: the server counts one vote each (§4.10). */
export function ReviewVotes({ review }: { review: ProductReview }) {
  const { client } = useVerstak();
  const [state, setState] = useState({ likes: review.likes, dislikes: review.dislikes, vote: review.vote });
  const [busy, setBusy] = useState(false);
  const send = async (kind: 'like' | 'dislike') => {
    if (busy || state.vote === kind) return;
    setBusy(true);
    try {
      const answer = await reviewsApi(client)[kind]({ id: review.id });
      setState({ likes: answer.likes, dislikes: answer.dislikes, vote: answer.vote });
    } catch {
      // A vote that did not go through changes nothing shown.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="review__votes">
      <span className="muted">Отзыв полезен?</span>
      <button
        type="button"
        className="vote"
        aria-pressed={state.vote === 'like'}
        disabled={busy}
        onClick={() => void send('like')}
      >
        Да {state.likes}
      </button>
      <button
        type="button"
        className="vote"
        aria-pressed={state.vote === 'dislike'}
        disabled={busy}
        onClick={() => void send('dislike')}
      >
        Нет {state.dislikes}
      </button>
    </div>
  );
}
