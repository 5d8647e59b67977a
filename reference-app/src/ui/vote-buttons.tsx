import { useState } from 'react';

/** A visitor's vote on a review or a comment, and its counts. */
export interface Votes {
  likes: number;
  dislikes: number;
  vote: 'like' | 'dislike' | 'none';
}

/**
 * «Да N» / «Нет N» under a review or a comment, once per visitor (§4.10: the server counts one vote
 * each and answers the counts). A refused vote (asked to sign in, too many at once) changes nothing
 * shown but says why.
 */
export function VoteButtons({
  question,
  initial,
  send,
  className,
}: {
  /** «Отзыв полезен?», «Полезно?». */
  question: string;
  initial: Votes;
  /** Sends the vote; answers the counts after it. */
  send: (kind: 'like' | 'dislike') => Promise<Votes>;
  className: string;
}) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState('');
  const vote = async (kind: 'like' | 'dislike') => {
    if (busy || state.vote === kind) return;
    setBusy(true);
    setRefusal('');
    try {
      const answer = await send(kind);
      setState({ likes: answer.likes, dislikes: answer.dislikes, vote: answer.vote });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : '');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={className}>
      <span className="muted">{question}</span>
      <button
        type="button"
        className="vote"
        aria-pressed={state.vote === 'like'}
        disabled={busy}
        onClick={() => void vote('like')}
      >
        Да {state.likes}
      </button>
      <button
        type="button"
        className="vote"
        aria-pressed={state.vote === 'dislike'}
        disabled={busy}
        onClick={() => void vote('dislike')}
      >
        Нет {state.dislikes}
      </button>
      {refusal && <output className="muted">{refusal}</output>}
    </div>
  );
}
