import { escapeMarkup, QR_CODE_ERROR_CORRECTION } from '@verstak/sdk/contract';
import { encode } from 'uqr';

/**
 * A QR code of `text` as SVG: one unit per module with a quiet zone of 4, drawn with crisp edges so it
 * stays scannable at any size. The error-correction level is the spec's (§9).
 */
export function drawQrCode(text: string, label: string): string {
  const { data } = encode(text, { ecc: QR_CODE_ERROR_CORRECTION, border: 4 });
  const size = data.length;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  const escaped = escapeMarkup(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges" role="img" aria-label="${escaped}"><rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${path}"/></svg>`;
}
