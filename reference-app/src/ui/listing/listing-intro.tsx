import type { ListingScreen } from './listing-data';

/** The paragraphs of a staff-written text: blank lines part them, single line breaks stay inside one. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

/** A listing's own text under its heading (a brand's, a tag's), with the brand's logo. Plain text only: no markup is read from it. */
export function ListingIntro({ intro }: { intro: NonNullable<ListingScreen['intro']> }) {
  const paragraphs = paragraphsOf(intro.text);
  if (paragraphs.length === 0 && !intro.picture) return null;
  return (
    <div className="listing-intro">
      {intro.picture && (
        <img
          className="listing-intro__logo"
          src={intro.picture.src}
          alt={intro.picture.alt}
          width={120}
          height={60}
        />
      )}
      <div className="listing-intro__text">
        {paragraphs.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity beyond their order
          <p key={i}>{p}</p>
        ))}
      </div>
    </div>
  );
}
