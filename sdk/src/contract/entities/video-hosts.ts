// Where a publication's video plays from (§3 video): the embed origins the server writes into
// `embedUrl` and the storefront's Content-Security-Policy lets frame, nothing else.

/** The origins of the video players a video's facade may open, by host. */
export const VIDEO_EMBED_ORIGINS = {
  rutube: 'https://rutube.ru',
  youtube: 'https://www.youtube-nocookie.com',
  vk: 'https://vkvideo.ru',
} as const;
