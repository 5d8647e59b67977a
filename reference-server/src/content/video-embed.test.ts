import { describe, expect, it } from 'vitest';
import { videoEmbed } from './video-embed';

// A video's player is framed from its host's embed address only: whatever a content manager pastes,
// the storefront frames nothing but RUTUBE, YouTube (no-cookie) and VK Video players.

describe('videoEmbed', () => {
  it('makes the embed address of a RUTUBE, YouTube or VK Video page', () => {
    expect(videoEmbed('https://rutube.ru/video/0a1b2c3d4e5f60718293a4b5c6d7e8f9/', 60)).toEqual({
      url: 'https://rutube.ru/video/0a1b2c3d4e5f60718293a4b5c6d7e8f9/',
      embedUrl: 'https://rutube.ru/play/embed/0a1b2c3d4e5f60718293a4b5c6d7e8f9/',
      provider: 'rutube',
      duration: 60,
    });
    expect(videoEmbed('https://www.youtube.com/watch?v=Vk7nQm2RtXs', 0)?.embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/Vk7nQm2RtXs?autoplay=1',
    );
    expect(videoEmbed('https://youtu.be/Vk7nQm2RtXs', 0)?.provider).toBe('youtube');
    expect(videoEmbed('https://vkvideo.ru/video-12345_456239017', 0)?.embedUrl).toBe(
      'https://vkvideo.ru/video_ext.php?oid=-12345&id=456239017&autoplay=1',
    );
  });

  it('gives no player for another host, plain http, a script address or a malformed id', () => {
    for (const url of [
      'javascript:alert(1)',
      'http://rutube.ru/video/0a1b2c3d4e5f60718293a4b5c6d7e8f9/',
      'https://rutube.ru.evil.example/video/0a1b2c3d4e5f60718293a4b5c6d7e8f9/',
      'https://evil.example/watch?v=Vk7nQm2RtXs',
      'https://www.youtube.com/watch?v=Vk7nQm2RtXs%22%3E%3Cscript%3E',
      'https://rutube.ru/video/../../play/embed/x/',
      'not a url',
    ])
      expect(videoEmbed(url, 0), url).toBeNull();
  });
});
