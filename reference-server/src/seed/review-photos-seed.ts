import { type AcceptedPhoto, photoFromDrawing } from '../reviews/review-photo';

// Seeded review photos, drawn by the seed (nothing copied): snapshots of a tool on a workbench, a box
// on a doorstep, work in progress — each a few shapes in the tint of its kind, rendered to JPEG and
// stored as an upload would be (re-encoded, thumbnail and all).

/** How many distinct drawings there are. */
export const DRAWN_PHOTOS = 6;

/** The `n`th drawing (0-based) as SVG, 800 × 600. */
export function drawReviewPhoto(n: number): string {
  const hue = (n * 67 + 20) % 360;
  const scenes = [
    // A tool on a workbench.
    `<rect y="380" width="800" height="220" fill="hsl(30 45% 45%)"/><rect y="380" width="800" height="16" fill="hsl(30 45% 35%)"/>
     <rect x="250" y="250" width="260" height="90" rx="22" fill="hsl(${hue} 70% 45%)"/><rect x="470" y="275" width="120" height="40" rx="8" fill="#3a3a3a"/>
     <rect x="300" y="330" width="70" height="120" rx="14" fill="hsl(${hue} 60% 28%)"/><circle cx="600" cy="295" r="10" fill="#9a9a9a"/>`,
    // A box on a doorstep.
    `<rect width="800" height="600" fill="hsl(210 20% 85%)"/><rect y="460" width="800" height="140" fill="hsl(25 25% 55%)"/>
     <rect x="260" y="250" width="300" height="230" fill="hsl(35 55% 62%)"/><rect x="260" y="250" width="300" height="40" fill="hsl(35 55% 52%)"/>
     <rect x="380" y="250" width="60" height="230" fill="hsl(35 40% 80%)"/><rect x="300" y="330" width="120" height="70" fill="#fff"/>`,
    // A drilled wall with a shelf.
    `<rect width="800" height="600" fill="hsl(40 30% 88%)"/><rect x="180" y="260" width="440" height="26" fill="hsl(25 45% 40%)"/>
     <circle cx="240" cy="320" r="9" fill="#555"/><circle cx="560" cy="320" r="9" fill="#555"/>
     <rect x="260" y="200" width="60" height="60" fill="hsl(${hue} 60% 50%)"/><rect x="340" y="170" width="40" height="90" fill="hsl(${(hue + 120) % 360} 50% 45%)"/>`,
    // A cut board with sawdust.
    `<rect width="800" height="600" fill="hsl(100 15% 80%)"/><rect x="120" y="280" width="560" height="80" fill="hsl(35 60% 65%)"/>
     <rect x="420" y="270" width="8" height="100" fill="hsl(35 50% 40%)"/>
     ${Array.from({ length: 30 }, (_, i) => `<circle cx="${380 + ((i * 37) % 110)}" cy="${380 + ((i * 53) % 60)}" r="${2 + (i % 3)}" fill="hsl(35 60% 70%)"/>`).join('')}`,
    // A garden with a trimmed lawn.
    `<rect width="800" height="600" fill="hsl(200 60% 80%)"/><rect y="330" width="800" height="270" fill="hsl(110 45% 42%)"/>
     <rect y="330" width="420" height="270" fill="hsl(110 50% 52%)"/><rect x="470" y="300" width="160" height="70" rx="12" fill="hsl(${hue} 75% 48%)"/>
     <circle cx="500" cy="380" r="22" fill="#333"/><circle cx="610" cy="380" r="22" fill="#333"/>`,
    // A case opened with its kit.
    `<rect width="800" height="600" fill="hsl(0 0% 30%)"/><rect x="150" y="120" width="500" height="360" rx="20" fill="hsl(${hue} 65% 40%)"/>
     <rect x="180" y="150" width="440" height="300" rx="10" fill="#1f1f1f"/><rect x="220" y="200" width="200" height="70" rx="14" fill="hsl(${hue} 70% 50%)"/>
     <rect x="450" y="190" width="130" height="50" rx="6" fill="#777"/><rect x="450" y="270" width="130" height="50" rx="6" fill="#777"/>`,
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600"><rect width="800" height="600" fill="hsl(0 0% 92%)"/>${scenes[n % scenes.length]}</svg>`;
}

/** Every drawing as a stored photo, rendered once per seed. */
export async function drawnPhotos(): Promise<AcceptedPhoto[]> {
  const out: AcceptedPhoto[] = [];
  for (let n = 0; n < DRAWN_PHOTOS; n++) out.push(await photoFromDrawing(drawReviewPhoto(n)));
  return out;
}
