import { QR_CODE_ERROR_CORRECTION, QR_CODE_SIZE } from '@verstak/sdk';
import { encode } from 'uqr';

/**
 * A QR code of `text` drawn as SVG in the browser (§9: 118 px, error correction L), with the quiet
 * zone of 4 modules scanners need; crisp edges so it stays readable at any pixel ratio. uqr (the
 * server's own QR encoder too) is imported only by the modals that show one, never by a first load.
 */
export function QrCode({ text, label, size = QR_CODE_SIZE }: { text: string; label: string; size?: number }) {
  const { data } = encode(text, { ecc: QR_CODE_ERROR_CORRECTION, border: 4 });
  const modules = data.length;
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path fill="#000" d={path} />
    </svg>
  );
}
