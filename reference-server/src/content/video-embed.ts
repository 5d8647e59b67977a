import { type PublicationVideo, VIDEO_EMBED_ORIGINS } from '@verstak/sdk/contract';

// A video is stored as its page on the host (what a content manager copies from the address bar) and
// played from the host's embed address, which the storefront loads only when the shopper clicks play.

/** The player of a video page on RUTUBE, YouTube or VK Video, or null for an address of another host. */
export function videoEmbed(url: string, duration: number): PublicationVideo | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.replace(/^www\./, '');
  if (host === 'rutube.ru') {
    const id = /^\/video\/([0-9a-f]{32})\/?$/.exec(parsed.pathname)?.[1];
    return id
      ? { url, embedUrl: `${VIDEO_EMBED_ORIGINS.rutube}/play/embed/${id}/`, provider: 'rutube', duration }
      : null;
  }
  if (host === 'youtube.com' || host === 'youtu.be') {
    const id = host === 'youtu.be' ? parsed.pathname.slice(1) : parsed.searchParams.get('v');
    // The no-cookie host: no tracking cookies until the shopper plays the video.
    return id && /^[A-Za-z0-9_-]{11}$/.test(id)
      ? {
          url,
          embedUrl: `${VIDEO_EMBED_ORIGINS.youtube}/embed/${id}?autoplay=1`,
          provider: 'youtube',
          duration,
        }
      : null;
  }
  if (host === 'vkvideo.ru' || host === 'vk.com') {
    const m = /^\/video(-?\d+)_(\d+)\/?$/.exec(parsed.pathname);
    return m
      ? {
          url,
          embedUrl: `${VIDEO_EMBED_ORIGINS.vk}/video_ext.php?oid=${m[1]}&id=${m[2]}&autoplay=1`,
          provider: 'vk',
          duration,
        }
      : null;
  }
  return null;
}
