import type { PublicationVideo } from '@verstak/sdk';
import { useState } from 'react';

const HOSTS = { rutube: 'RUTUBE', youtube: 'YouTube', vk: 'VK Видео' } as const;

/** «12:22» from seconds. */
function duration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/**
 * A video behind a facade (§3 video): the poster, the title and a play button first; the host's
 * player (an iframe, with its scripts, cookies and requests) only after the click, so a page that is
 * only read makes no third-party request. Without scripts the link opens the video on its host.
 */
export function VideoFacade({
  video,
  title,
  poster,
}: {
  video: PublicationVideo;
  title: string;
  poster: string;
}) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className="video-facade">
      {playing ? (
        <iframe
          className="video-facade__player"
          src={video.embedUrl}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <button
          type="button"
          className="video-facade__poster"
          onClick={() => setPlaying(true)}
          aria-label={`Смотреть видео «${title}»`}
        >
          <img src={poster} alt="" width="600" height="400" fetchPriority="high" />
          <span className="video-facade__title">{title}</span>
          <span className="play-badge play-badge--big" aria-hidden="true" />
          {video.duration > 0 && <span className="video-facade__time">{duration(video.duration)}</span>}
        </button>
      )}
      <p className="muted video-facade__host">
        Видео на {HOSTS[video.provider]}:{' '}
        <a href={video.url} target="_blank" rel="noopener noreferrer">
          открыть на сайте {HOSTS[video.provider]}
        </a>
        . Плеер загрузится после нажатия.
      </p>
    </div>
  );
}
