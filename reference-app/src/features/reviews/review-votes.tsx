import { useVerstak } from '@verstak/react';
import { type ProductReview, reviewsApi } from '@verstak/sdk';
import { VoteButtons } from '../../ui/vote-buttons';

/** «Отзыв полезен?» with likes and dislikes, once per visitor: the server counts one vote each (§4.10). */
export function ReviewVotes({ review }: { review: ProductReview }) {
  const { client } = useVerstak();
  return (
    <VoteButtons
      className="review__votes"
      question="Отзыв полезен?"
      initial={review}
      send={(kind) => reviewsApi(client)[kind]({ id: review.id })}
    />
  );
}
