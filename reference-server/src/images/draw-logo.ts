import { escapeMarkup } from '@verstak/sdk/contract';

/**
 * A brand's logo: its name as a wordmark in white on a bar of its hue, 2:1, so it reads at the 64×32
 * of the brands page and the 120×60 of the brand page alike. The font shrinks for a long name.
 */
export function drawLogo(hue: number, title: string): string {
  const size = Math.min(64, Math.floor(560 / Math.max(title.length, 4)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" role="img" aria-label="${escapeMarkup(title)}">
<rect width="400" height="200" rx="24" fill="hsl(${hue} 65% 38%)"/>
<rect x="16" y="150" width="368" height="8" rx="4" fill="hsl(${hue} 80% 70%)"/>
<text x="200" y="${100 + size * 0.35}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="800" font-style="italic" text-anchor="middle" fill="#fff">${escapeMarkup(title)}</text>
</svg>`;
}
