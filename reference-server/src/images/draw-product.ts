import { escapeMarkup } from '@verstak/sdk/contract';
import type { ProductKind } from './product-kind';

// A product's pictures: a flat drawing of its kind in its brand's colour, as a catalogue photo on a
// light ground. Plain shapes only (no filters, gradients or fonts to fetch), a few hundred bytes
// each, with width and height set, so a card or the product page's main picture costs nothing to
// paint. Three views: the tool from the side, turned and closer, and in its box.

/** The colours of a drawing: the brand's body colour, its dark and the tool's steel. */
interface Ink {
  body: string;
  dark: string;
  metal: string;
  light: string;
}

const DARK = '#2d3036';
const METAL = '#a3a9b1';

const r = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"/>`;
const c = (cx: number, cy: number, radius: number, fill: string) =>
  `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"/>`;
const p = (d: string, fill: string) => `<path d="${d}" fill="${fill}"/>`;
const line = (d: string, stroke: string, width: number) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
const wheel = (cx: number, cy: number, radius: number) =>
  c(cx, cy, radius, DARK) + c(cx, cy, radius / 2.6, METAL);

/** Each kind seen from the side, on a 400×400 canvas, the tool within 30…370 × 60…350. */
const SHAPES: Record<ProductKind, (k: Ink) => string> = {
  drill: (k) =>
    r(30, 142, 62, 14, k.metal, 3) +
    r(84, 124, 52, 50, DARK, 8) +
    r(128, 104, 170, 90, k.body, 38) +
    r(270, 112, 34, 74, DARK, 16) +
    p('M178 180 L246 180 L232 292 L168 292 Z', DARK) +
    r(170, 192, 16, 30, k.dark, 5) +
    r(128, 288, 160, 58, DARK, 12) +
    r(140, 300, 136, 10, k.body, 4),
  perforator: (k) =>
    r(24, 148, 96, 12, k.metal, 3) +
    r(96, 132, 52, 44, DARK, 10) +
    r(140, 108, 200, 92, k.body, 30) +
    line('M320 196 C340 260 330 300 286 312 L236 312', DARK, 26) +
    r(196, 196, 36, 30, k.dark, 6) +
    line('M150 196 L128 292', DARK, 24),
  grinder: (k) =>
    p('M40 232 A90 90 0 0 1 200 232 Z', k.dark) +
    r(36, 236, 170, 12, k.metal, 6) +
    r(84, 150, 92, 78, DARK, 16) +
    r(168, 154, 196, 70, k.body, 34) +
    r(330, 170, 30, 38, DARK, 10) +
    line('M120 152 L104 78', DARK, 22),
  sander: (k) =>
    r(60, 270, 250, 34, DARK, 10) +
    r(64, 300, 242, 12, k.metal, 4) +
    p('M90 270 C96 170 150 130 200 130 C262 130 296 190 296 270 Z', k.body) +
    r(150, 96, 110, 44, DARK, 22) +
    r(296, 196, 78, 48, k.dark, 18),
  'circular-saw': (k) =>
    c(184, 238, 104, k.metal) +
    c(184, 238, 22, DARK) +
    p('M70 238 A114 114 0 0 1 298 238 L270 238 A86 86 0 0 0 98 238 Z', k.body) +
    p('M96 238 A88 88 0 0 1 272 238 Z', k.body) +
    r(40, 270, 316, 14, DARK, 4) +
    r(250, 110, 110, 90, k.dark, 30) +
    line('M150 150 C160 80 250 70 270 120', DARK, 22),
  jigsaw: (k) =>
    r(60, 290, 270, 16, k.metal, 4) +
    p('M80 290 L80 170 C80 120 120 100 170 100 L300 100 C330 100 340 120 340 150 L340 290 Z', k.body) +
    r(150, 148, 140, 58, '#f4f5f7', 24) +
    r(90, 230, 240, 56, DARK, 10) +
    r(100, 306, 10, 50, k.metal) +
    r(300, 110, 40, 90, DARK, 14),
  'recip-saw': (k) =>
    p('M24 200 L130 186 L130 214 L24 214 Z', k.metal) +
    r(120, 170, 40, 60, DARK, 6) +
    r(150, 150, 170, 100, k.body, 34) +
    line('M300 230 C340 260 344 310 300 320 L250 320', DARK, 26) +
    r(210, 230, 24, 34, k.dark, 6),
  chainsaw: (k) =>
    r(24, 196, 186, 50, k.metal, 25) +
    r(32, 204, 170, 34, '#5b6068', 17) +
    r(170, 156, 160, 130, k.body, 22) +
    line('M200 160 C210 90 300 84 316 150', DARK, 20) +
    r(300, 230, 70, 40, DARK, 14) +
    r(190, 176, 50, 44, DARK, 8),
  trimmer: (k) =>
    line('M330 90 L96 300', k.metal, 14) +
    r(290, 50, 84, 70, k.body, 18) +
    r(300, 64, 40, 30, DARK, 6) +
    c(90, 312, 24, DARK) +
    p('M40 300 A52 52 0 0 1 140 300 Z', k.dark) +
    line('M170 180 L220 140 M150 150 L250 220', DARK, 12),
  generator: (k) =>
    line('M70 330 L70 150 L330 150 L330 330 Z', DARK, 12) +
    r(90, 100, 220, 80, k.body, 24) +
    r(110, 112, 40, 12, DARK, 4) +
    r(100, 196, 110, 110, DARK, 16) +
    r(220, 196, 100, 110, k.dark, 10) +
    c(248, 228, 12, '#f4f5f7') +
    c(288, 228, 12, '#f4f5f7') +
    r(236, 266, 70, 16, '#f4f5f7', 4),
  mower: (k) =>
    r(50, 220, 240, 70, k.body, 22) +
    wheel(90, 300, 34) +
    wheel(260, 300, 34) +
    r(270, 160, 90, 100, DARK, 12) +
    line('M250 220 L350 70 L374 70', DARK, 12) +
    r(120, 196, 80, 32, DARK, 10),
  washer: (k) =>
    r(130, 90, 140, 220, k.body, 24) +
    r(150, 110, 100, 40, DARK, 8) +
    wheel(150, 320, 26) +
    wheel(250, 320, 26) +
    c(200, 230, 40, DARK) +
    c(200, 230, 20, k.body) +
    line('M270 150 L350 150 L350 330', DARK, 10) +
    line('M60 70 L110 180', k.metal, 8),
  cultivator: (k) =>
    c(110, 300, 44, k.metal) +
    c(230, 300, 44, k.metal) +
    line('M110 256 L110 344 M66 300 L154 300 M230 256 L230 344 M186 300 L274 300', DARK, 8) +
    r(120, 180, 110, 90, k.body, 18) +
    r(130, 150, 80, 36, DARK, 8) +
    line('M220 200 L350 80 L374 90', DARK, 12),
  snowblower: (k) =>
    p('M40 330 L40 220 C40 190 60 180 90 180 L220 180 L220 330 Z', k.body) +
    line('M60 300 L200 240 M60 250 L200 310', DARK, 8) +
    r(120, 110, 26, 80, k.dark, 8) +
    p('M110 110 L170 90 L170 110 Z', k.dark) +
    r(210, 200, 110, 100, DARK, 14) +
    wheel(280, 320, 30) +
    line('M300 210 L360 80', DARK, 12),
  mixer: (k) =>
    p('M90 110 L230 80 L300 170 L250 290 L130 290 L70 200 Z', k.body) +
    line('M110 150 L250 120 M100 220 L270 200', k.dark, 8) +
    r(60, 116, 70, 22, DARK, 6) +
    line('M150 290 L120 350 M230 290 L280 350 M100 350 L300 350', DARK, 12) +
    wheel(300, 330, 22),
  compactor: (k) =>
    r(50, 290, 260, 30, k.metal, 4) +
    r(60, 270, 240, 24, DARK, 4) +
    r(110, 170, 150, 100, k.body, 16) +
    r(130, 140, 70, 36, DARK, 8) +
    line('M250 200 L350 80 M330 70 L370 100', DARK, 14),
  heater: (k) =>
    r(70, 120, 260, 150, k.body, 70) +
    c(100, 195, 64, DARK) +
    line('M52 195 L148 195 M100 147 L100 243 M66 161 L134 229 M66 229 L134 161', k.metal, 6) +
    line('M140 270 L110 340 M270 270 L300 340 M90 340 L320 340', DARK, 12) +
    line('M170 120 L170 90 L260 90 L260 120', DARK, 12),
  compressor: (k) =>
    r(40, 210, 290, 96, k.body, 48) +
    r(110, 130, 100, 84, DARK, 12) +
    r(220, 150, 80, 64, k.dark, 10) +
    c(80, 190, 20, '#f4f5f7') +
    c(80, 190, 16, DARK) +
    line('M80 190 L88 180', '#f4f5f7', 3) +
    wheel(280, 320, 28) +
    r(70, 300, 20, 44, DARK, 4) +
    line('M330 230 L372 150', DARK, 12),
  'impact-wrench': (k) =>
    r(40, 138, 30, 30, k.metal, 2) +
    r(64, 120, 60, 66, DARK, 12) +
    r(116, 104, 190, 96, k.body, 36) +
    p('M190 190 L262 190 L250 310 L182 310 Z', DARK) +
    r(196, 306, 44, 40, k.metal, 6) +
    r(180, 196, 18, 34, k.dark, 5),
  'spray-gun': (k) =>
    r(120, 40, 84, 90, k.metal, 14) +
    r(150, 126, 24, 30, DARK, 4) +
    r(60, 150, 230, 56, k.body, 22) +
    r(30, 164, 40, 28, DARK, 6) +
    p('M220 200 L270 200 L256 330 L214 330 Z', DARK) +
    line('M196 206 C180 240 190 270 200 280', k.dark, 10),
  nailer: (k) =>
    r(50, 130, 200, 80, k.body, 24) +
    r(40, 200, 50, 130, DARK, 8) +
    p('M180 200 L250 200 L236 320 L170 320 Z', DARK) +
    line('M90 320 L200 320', k.metal, 16) +
    r(250, 150, 110, 40, k.dark, 12),
  welder: (k) =>
    r(70, 130, 260, 180, k.body, 16) +
    r(96, 160, 130, 120, DARK, 10) +
    r(112, 176, 70, 34, '#6fd18b', 4) +
    c(260, 200, 28, DARK) +
    c(260, 200, 10, k.metal) +
    c(220, 260, 12, '#f4f5f7') +
    c(290, 260, 12, '#f4f5f7') +
    line('M140 130 C150 80 250 80 260 130', DARK, 14) +
    line('M220 272 C220 330 140 330 110 350', DARK, 10),
  mask: (k) =>
    p('M90 120 C90 60 310 60 310 120 L300 300 C280 340 120 340 100 300 Z', k.body) +
    r(140, 140, 120, 60, DARK, 8) +
    r(156, 152, 88, 36, '#3f7d5a', 4) +
    line('M100 170 L300 170', k.dark, 0) +
    line('M110 110 C150 94 250 94 290 110', k.dark, 8),
  gloves: (k) =>
    p(
      'M120 350 L120 200 L100 110 C96 90 124 84 130 104 L150 180 L150 80 C150 60 178 60 178 80 L180 170 L200 70 C204 50 232 54 228 76 L214 176 L250 100 C260 82 286 92 278 112 L250 230 L250 350 Z',
      k.body,
    ) + r(120, 300, 130, 50, k.dark, 6),
  toolset: (k) =>
    r(50, 100, 300, 220, k.body, 18) +
    r(66, 116, 268, 188, DARK, 10) +
    [0, 1, 2, 3, 4, 5].map((i) => c(96 + i * 42, 150, 15, k.metal)).join('') +
    [0, 1, 2, 3, 4, 5].map((i) => c(96 + i * 42, 196, 12, k.metal)).join('') +
    r(86, 236, 230, 16, k.metal, 8) +
    r(86, 268, 180, 16, k.metal, 8) +
    r(160, 70, 80, 34, DARK, 10),
  sledgehammer: (k) =>
    line('M110 340 L270 120', k.body, 22) +
    r(210, 60, 150, 80, DARK, 10) +
    r(214, 66, 140, 12, k.metal, 4) +
    line('M110 340 L150 285', DARK, 26),
  hammer: (k) =>
    line('M130 340 L250 140', k.body, 20) +
    p('M200 90 L330 130 L322 160 L196 140 Z', DARK) +
    p('M200 90 L150 100 L146 130 L196 140 Z', DARK) +
    line('M130 340 L160 290', DARK, 24),
  axe: (k) =>
    line('M140 350 L250 90', k.body, 20) +
    p('M230 70 C300 60 350 110 350 170 L240 150 Z', k.metal) +
    r(214, 80, 52, 60, DARK, 8),
  wrench: (k) =>
    line('M90 310 L300 100', k.metal, 30) +
    c(300, 100, 44, k.metal) +
    c(300, 100, 20, '#f4f5f7') +
    p('M52 318 C40 350 80 380 100 352 L80 338 L92 318 L74 304 Z', k.metal) +
    line('M150 250 L220 180', k.body, 14),
  screwdriver: (k) =>
    r(200, 170, 140, 60, k.body, 26) +
    r(300, 174, 30, 52, DARK, 8) +
    r(60, 192, 150, 16, k.metal, 4) +
    p('M36 194 L60 192 L60 208 L36 206 Z', DARK),
  pliers: (k) =>
    line('M190 210 L330 120', k.body, 26) +
    line('M190 210 L330 300', k.body, 26) +
    p('M40 200 L190 188 L196 210 L190 232 L40 220 Z', k.metal) +
    c(194, 210, 14, DARK),
  'laser-level': (k) =>
    line('M200 250 L120 350 M200 250 L280 350 M200 250 L200 350', DARK, 8) +
    r(140, 110, 120, 130, k.body, 18) +
    r(160, 130, 80, 60, DARK, 8) +
    line('M20 160 L380 160 M200 40 L200 110', '#e53935', 3) +
    c(200, 160, 10, '#e53935'),
  rangefinder: (k) =>
    r(140, 60, 120, 280, k.body, 22) +
    r(160, 90, 80, 70, DARK, 6) +
    r(170, 102, 60, 20, '#6fd18b', 2) +
    c(200, 220, 22, DARK) +
    c(170, 280, 12, DARK) +
    c(230, 280, 12, DARK),
  tape: (k) =>
    r(140, 110, 190, 190, k.body, 40) +
    c(235, 205, 50, DARK) +
    c(235, 205, 18, k.metal) +
    r(40, 270, 120, 26, '#f2c94c', 2) +
    line('M60 270 L60 282 M80 270 L80 278 M100 270 L100 282 M120 270 L120 278 M140 270 L140 282', DARK, 3) +
    r(34, 264, 10, 38, DARK, 2),
  level: (k) =>
    r(20, 170, 360, 60, k.body, 6) +
    r(20, 170, 360, 10, DARK) +
    r(176, 186, 48, 30, '#b7e27a', 10) +
    r(60, 186, 40, 30, '#b7e27a', 10) +
    r(300, 186, 40, 30, DARK, 6),
  disc: (k) =>
    c(200, 200, 150, k.metal) +
    c(200, 200, 80, k.body) +
    c(200, 200, 24, '#f4f5f7') +
    line('M120 200 A80 80 0 0 1 280 200', k.dark, 6),
  bit: (k) =>
    r(250, 182, 110, 36, k.metal, 6) +
    r(60, 186, 200, 28, k.metal, 4) +
    line(
      'M80 186 L100 214 M120 186 L140 214 M160 186 L180 214 M200 186 L220 214 M240 186 L258 214',
      DARK,
      6,
    ) +
    p('M60 186 L30 200 L60 214 Z', DARK) +
    r(300, 176, 20, 48, k.body, 4),
  'dry-mix': (k) =>
    p('M90 70 L310 70 L330 340 L70 340 Z', '#efe6d4') +
    r(80, 150, 240, 90, k.body) +
    r(90, 70, 220, 20, k.dark) +
    r(100, 270, 200, 40, '#f4f5f7', 4),
  foam: (k) =>
    r(140, 110, 120, 240, k.body, 14) +
    r(150, 160, 100, 110, '#f4f5f7', 6) +
    r(160, 70, 80, 44, DARK, 10) +
    line('M200 70 L200 40 L110 30', DARK, 8),
  sealant: (k) =>
    r(110, 140, 240, 90, k.body, 10) +
    r(130, 160, 160, 50, '#f4f5f7', 4) +
    p('M110 160 L40 180 L40 190 L110 210 Z', '#e9e4da') +
    r(340, 150, 20, 70, DARK, 4),
  screws: (k) =>
    [70, 170, 270]
      .map(
        (x) =>
          r(x, 60, 60, 20, k.metal, 6) +
          p(`M${x + 16} 80 L${x + 44} 80 L${x + 36} 320 L${x + 30} 346 L${x + 24} 320 Z`, k.metal) +
          line(
            `M${x + 16} 110 L${x + 44} 130 M${x + 17} 150 L${x + 43} 170 M${x + 18} 190 L${x + 42} 210 M${x + 19} 230 L${x + 41} 250 M${x + 20} 270 L${x + 40} 290`,
            DARK,
            4,
          ),
      )
      .join('') + r(40, 330, 320, 8, k.body, 4),
  dowels: (k) =>
    [90, 180, 270]
      .map(
        (x) =>
          r(x, 100, 44, 200, k.body, 10) +
          line(`M${x} 140 L${x + 44} 140 M${x} 190 L${x + 44} 190 M${x} 240 L${x + 44} 240`, k.dark, 6),
      )
      .join('') + r(60, 310, 290, 24, DARK, 6),
  paint: (k) =>
    r(100, 110, 200, 230, k.metal, 10) +
    r(100, 160, 200, 120, k.body) +
    line('M110 110 C110 40 290 40 290 110', DARK, 8) +
    r(96, 100, 208, 20, DARK, 6),
  ladder: (k) =>
    line('M130 40 L90 360 M270 40 L310 360', k.metal, 16) +
    [80, 140, 200, 260, 320]
      .map((y) => line(`M${126 - (y - 40) / 8} ${y} L${274 + (y - 40) / 8} ${y}`, k.body, 12))
      .join(''),
  battery: (k) =>
    r(90, 170, 220, 130, DARK, 16) +
    r(120, 130, 160, 50, k.body, 10) +
    [0, 1, 2, 3].map((i) => r(130 + i * 26, 250, 18, 10, '#6fd18b', 3)).join('') +
    r(96, 200, 208, 14, k.body, 4),
  charger: (k) =>
    r(70, 210, 260, 100, DARK, 18) +
    r(110, 180, 180, 40, k.body, 10) +
    c(290, 260, 8, '#e53935') +
    c(262, 260, 8, '#6fd18b') +
    line('M330 270 C370 280 360 340 300 350 L200 350', DARK, 8),
  other: (k) =>
    r(80, 110, 240, 200, k.body, 12) + r(80, 110, 240, 40, k.dark, 12) + r(130, 200, 140, 60, '#f4f5f7', 6),
};

/** A brand's own colours where it has well-known ones; the others get a stable hue of their id. */
const BRAND_COLOURS: Readonly<Record<string, readonly [body: string, dark: string]>> = {
  makita: ['#0a8c9a', '#066570'],
  bosch: ['#1f5fa8', '#16467c'],
  dewalt: ['#f5b800', '#2d3036'],
  metabo: ['#2f8f3a', '#1e6327'],
  hikoki: ['#1d8a5a', '#14603f'],
  interskol: ['#d3342c', '#9c241e'],
  zubr: ['#e2571e', '#a83e13'],
  aeg: ['#c8102e', '#8e0b20'],
  milwaukee: ['#d0202e', '#2d3036'],
  ryobi: ['#b5cc18', '#5d6a0c'],
  einhell: ['#d7282f', '#9b1c21'],
  'black-decker': ['#f28c00', '#2d3036'],
  stihl: ['#f37a1f', '#b35712'],
  husqvarna: ['#f36f21', '#273a60'],
  champion: ['#e1261c', '#2d3036'],
  patriot: ['#f6a800', '#2d3036'],
  huter: ['#e4032e', '#2d3036'],
  echo: ['#f18a00', '#2d3036'],
  greenworks: ['#5fa83b', '#2d3036'],
  karcher: ['#ffd200', '#2d3036'],
  elitech: ['#0067b1', '#2d3036'],
  resanta: ['#e30613', '#2d3036'],
  fubag: ['#2d3036', '#e30613'],
  stanley: ['#f2c200', '#2d3036'],
  kraftool: ['#b71c1c', '#2d3036'],
  stayer: ['#1565c0', '#2d3036'],
  ada: ['#e30613', '#2d3036'],
  condtrol: ['#e95d0f', '#2d3036'],
  knauf: ['#0088cc', '#005a8a'],
  ceresit: ['#e30613', '#9c0a12'],
  volma: ['#2e7d32', '#1b5e20'],
  tytan: ['#d71920', '#2d3036'],
};

/** The colours a brand's products are drawn in. */
export function brandInk(code: string, id: number): Ink {
  const [body, dark] = BRAND_COLOURS[code] ?? [
    `hsl(${(id * 47) % 360} 60% 42%)`,
    `hsl(${(id * 47) % 360} 55% 28%)`,
  ];
  return { body, dark, metal: METAL, light: '#f4f5f7' };
}

/** What a product's picture is drawn from. */
export interface ProductDrawing {
  kind: ProductKind;
  brandCode: string;
  brandId: number;
  brandTitle: string;
  /** The article number, printed on the box. */
  article: string;
  /** Alternative text: the product's title. */
  title: string;
}

/**
 * A product's picture: view 0 (the card's) and 1 show it from the side, 2 turned and closer, 3 in
 * its box with the brand and the article on it.
 */
export function drawProduct(d: ProductDrawing, view: number): string {
  const ink = brandInk(d.brandCode, d.brandId);
  const shape = (SHAPES[d.kind] ?? SHAPES.other)(ink);
  const brand = escapeMarkup(d.brandTitle.toUpperCase());
  let body: string;
  if (view === 3) {
    body =
      `<rect width="400" height="400" fill="#eef0f3"/>` +
      p('M60 120 L250 120 L250 360 L60 360 Z', ink.body) +
      p('M250 120 L340 80 L340 320 L250 360 Z', ink.dark) +
      p('M60 120 L150 80 L340 80 L250 120 Z', '#f4f5f7') +
      `<text x="155" y="160" font-size="24" font-weight="800" text-anchor="middle" fill="#fff">${brand}</text>` +
      `<g transform="translate(83 174) scale(0.36)">${r(0, 0, 400, 400, '#f4f5f7', 24)}${shape}</g>` +
      `<text x="155" y="344" font-size="15" font-weight="700" text-anchor="middle" fill="#fff">${escapeMarkup(d.article)}</text>`;
  } else if (view === 2) {
    body =
      `<rect width="400" height="400" fill="#e9ecef"/><ellipse cx="200" cy="360" rx="150" ry="16" fill="#d5d9de"/>` +
      `<g transform="translate(400 20) scale(-1.05 1.05) rotate(-10 200 200)">${shape}</g>` +
      `<text x="376" y="392" font-size="22" font-weight="800" text-anchor="end" fill="${ink.dark}">${brand}</text>`;
  } else {
    body =
      `<rect width="400" height="400" fill="#f4f5f7"/><ellipse cx="200" cy="362" rx="160" ry="12" fill="#e3e6ea"/>${shape}` +
      // Bottom right: a card's badges sit top left and its buttons top right.
      `<text x="376" y="392" font-size="22" font-weight="800" text-anchor="end" fill="${ink.dark}">${brand}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeMarkup(d.title)}" font-family="Arial, Helvetica, sans-serif">${body}</svg>`;
}

/**
 * A section's picture: the kind of product it holds, drawn in the section's tint on a light card of
 * it (a category tile names the section beside the picture, so the picture carries no text).
 */
export function drawSection(kind: ProductKind, hue: number, title: string): string {
  const ink: Ink = {
    body: `hsl(${hue} 62% 44%)`,
    dark: `hsl(${hue} 55% 28%)`,
    metal: METAL,
    light: '#f4f5f7',
  };
  const shape = (SHAPES[kind] ?? SHAPES.other)(ink);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${escapeMarkup(title)}"><rect width="400" height="400" fill="hsl(${hue} 45% 95%)"/><ellipse cx="200" cy="362" rx="160" ry="12" fill="hsl(${hue} 30% 88%)"/>${shape}</svg>`;
}
