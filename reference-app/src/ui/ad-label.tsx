import './ad-label.css';
import { useEffect, useState } from 'react';

/** Who advertises, and the ad's erid token (38-ФЗ), as §3's commercial label carries them. */
export interface Commercial {
  erid: string;
  advertiserName: string;
  advertiserData: string;
}

/**
 * The «Реклама» mark of an advertisement (§2.10): a label that opens the advertiser's name and data
 * and the erid token with «Скопировать токен» («Токен скопирован» for 2 s, §9). A `<details>`, so it
 * opens without scripts too.
 */
export function AdLabel({ commercial, className = '' }: { commercial: Commercial; className?: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  return (
    <details className={`ad-label ${className}`}>
      <summary>Реклама</summary>
      <div className="ad-label__body">
        <p>{`Рекламодатель: ${commercial.advertiserName}`}</p>
        <p className="muted">{commercial.advertiserData}</p>
        <p>
          erid: <code>{commercial.erid}</code>
        </p>
        <button
          type="button"
          className="button button--light"
          onClick={() => {
            // No clipboard (an insecure page, a refused permission): the token stays shown to copy by hand.
            void navigator.clipboard
              ?.writeText(commercial.erid)
              .then(() => setCopied(true))
              .catch(() => {});
          }}
        >
          {copied ? 'Токен скопирован' : 'Скопировать токен'}
        </button>
      </div>
    </details>
  );
}
