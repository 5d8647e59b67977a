import type { PublicationDetail } from '@verstak/sdk';

/** ISO 8601 duration of whole seconds: `PT12M22S`. */
function isoDuration(seconds: number): string {
  return `PT${Math.floor(seconds / 60)}M${seconds % 60}S`;
}

/**
 * A publication's structured data (schema.org): news as NewsArticle, an article as Article (with
 * its FAQ as FAQPage), a video as VideoObject with its embed address; addresses made absolute on the
 * page's origin by `absolute`.
 */
export function publicationJsonLd(p: PublicationDetail, absolute: (path: string) => string): object[] {
  const publisher = { '@type': 'Organization', name: 'Верстак' };
  if (p.video)
    return [
      {
        '@context': 'https://schema.org',
        '@type': 'VideoObject',
        name: p.title,
        description: p.description,
        thumbnailUrl: absolute(p.previewPicture),
        uploadDate: p.datePublished,
        ...(p.video.duration > 0 ? { duration: isoDuration(p.video.duration) } : {}),
        embedUrl: p.video.embedUrl,
        url: absolute(p.url),
      },
    ];
  const article = {
    '@context': 'https://schema.org',
    '@type': p.kind === 'news' ? 'NewsArticle' : 'Article',
    headline: p.title,
    description: p.description,
    image: absolute(p.detailPicture),
    datePublished: p.datePublished,
    dateModified: p.dateModified,
    author: publisher,
    publisher,
    mainEntityOfPage: absolute(p.url),
  };
  if (p.faq.length === 0) return [article];
  return [
    article,
    {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: p.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    },
  ];
}
