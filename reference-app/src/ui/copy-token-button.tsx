import { useEffect, useState } from 'react';

/** How long «Токен скопирован» stays (§9: copy confirmation 2 s). */
export const TOKEN_COPIED_MS = 2000;

/** «Скопировать токен»: copies an ad's erid; «Токен скопирован» for 2 s after (§2.10, §9). */
export function CopyTokenButton({ erid, className }: { erid: string; className: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TOKEN_COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        // No clipboard (an insecure page, a refused permission): the token stays shown to copy by hand.
        void navigator.clipboard
          ?.writeText(erid)
          .then(() => setCopied(true))
          .catch(() => {});
      }}
    >
      {copied ? 'Токен скопирован' : 'Скопировать токен'}
    </button>
  );
}
