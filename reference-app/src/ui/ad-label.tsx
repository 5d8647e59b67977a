import './ad-label.css';
import { lazy, Suspense, useState } from 'react';
import { CopyTokenButton } from './copy-token-button';

/** Who advertises, and the ad's erid token (38-ФЗ), as §3's commercial label carries them. */
export interface Commercial {
  erid: string;
  advertiserName: string;
  advertiserData: string;
}

// On a phone the label opens as a sheet (§2.9: the commercial tooltip is a modal on mobile); its code
// loads on that first tap, never with the page.
const AdSheet = lazy(() => import('./ad-sheet').then((m) => ({ default: m.AdSheet })));

/**
 * The «Реклама» mark of an advertisement (§2.10): a label that opens the advertiser's name and data
 * and the erid token with «Скопировать токен» («Токен скопирован» for 2 s, §9). A `<details>`
 * tooltip on wide screens, which opens without scripts too; a bottom sheet on phones (§9: up to 568 px).
 */
export function AdLabel({ commercial, className = '' }: { commercial: Commercial; className?: string }) {
  const [sheet, setSheet] = useState(false);
  return (
    <>
      <details className={`ad-label ${className}`}>
        {/* biome-ignore lint/a11y/noStaticElementInteractions: <summary> is the disclosure's own button; on a phone its press opens the sheet instead. */}
        <summary
          onClick={(event) => {
            if (!window.matchMedia('(max-width: 568px)').matches) return;
            event.preventDefault();
            setSheet(true);
          }}
        >
          Реклама
        </summary>
        <div className="ad-label__body">
          <p>{`Рекламодатель: ${commercial.advertiserName}`}</p>
          <p className="muted">{commercial.advertiserData}</p>
          <p>
            erid: <code>{commercial.erid}</code>
          </p>
          <CopyTokenButton erid={commercial.erid} className="button button--light" />
        </div>
      </details>
      {sheet && (
        <Suspense fallback={null}>
          <AdSheet commercial={commercial} onClose={() => setSheet(false)} />
        </Suspense>
      )}
    </>
  );
}
