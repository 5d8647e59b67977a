import { useVerstak } from '@verstak/react';
import { basketApi } from '@verstak/sdk';
import { useEffect, useState } from 'react';

/** §4.8 / §9: the copy confirmation shows for 2 s. */
const COPIED_MS = 2000;

/** «Поделиться корзиной»: freezes the basket under a link, copies it, and shows it for copying by hand. */
export function ShareBasket() {
  const { client } = useVerstak();
  const [link, setLink] = useState('');
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const share = async () => {
    setError('');
    let got = '';
    try {
      const { url } = await basketApi(client).shareLink({});
      const absolute = new URL(url, window.location.origin).href;
      got = absolute;
      setLink(absolute);
      await navigator.clipboard?.writeText(absolute);
      setCopied(true);
    } catch {
      // Copying may be refused (no clipboard permission); the link stays on screen to copy by hand.
      if (!got) setError('Не удалось получить ссылку. Попробуйте ещё раз.');
    }
  };
  return (
    <div className="share">
      <button type="button" className="link-button" onClick={() => void share()}>
        Поделиться корзиной
      </button>
      {copied && <output className="share__copied">Ссылка скопирована</output>}
      {link && (
        <input
          className="share__link"
          readOnly
          value={link}
          aria-label="Ссылка на корзину"
          onFocus={(e) => e.currentTarget.select()}
        />
      )}
      {error && <p className="field__error">{error}</p>}
    </div>
  );
}
