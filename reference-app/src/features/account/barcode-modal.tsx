import './barcode.css';
import { Modal } from '../../ui/overlay/modal';
import { QrCode } from '../../ui/qr-code';
import { ean13Bars, isEan13 } from './ean13-bars';

/** The barcode modal's width on wide screens (§2.9 gives none): a card and its codes. */
export const BARCODE_MODAL_WIDTH = 480;
/** Quiet zones either side of an EAN-13, in modules (ISO/IEC 15420). */
const QUIET_LEFT = 11;
const QUIET_RIGHT = 7;

/** The bonus card as §3's personal page carries it. */
export interface BonusCard {
  number: string;
  level: string;
}

/** The card number's bars as an SVG of one unit per module, crisp at any pixel ratio. */
function Ean13({ number }: { number: string }) {
  const bars = ean13Bars(number);
  const width = QUIET_LEFT + bars.length + QUIET_RIGHT;
  let path = '';
  for (let x = 0; x < bars.length; x++) if (bars[x] === '1') path += `M${QUIET_LEFT + x} 0h1v60h-1z`;
  return (
    <svg
      className="barcode__bars"
      role="img"
      aria-label={`Штрихкод карты ${number}`}
      viewBox={`0 0 ${width} 60`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
    >
      <rect width={width} height={60} fill="#fff" />
      <path fill="#000" d={path} />
    </svg>
  );
}

/**
 * The barcode modal (§2.9): the bonus card to show at a shop's till, as an EAN-13 barcode with its
 * digits and as a QR code of 118 px at error correction L (§9), so either scanner reads it from the
 * phone's screen. A number that is no EAN-13 is still shown as the QR code and in figures.
 */
export function BarcodeModal({ card, onClose }: { card: BonusCard; onClose: () => void }) {
  return (
    <Modal title="Бонусная карта" width={BARCODE_MODAL_WIDTH} onClose={onClose}>
      <div className="barcode">
        <h2 className="modal__title">Бонусная карта</h2>
        <p className="muted">Уровень «{card.level}»</p>
        {isEan13(card.number) && <Ean13 number={card.number} />}
        <p className="barcode__number">{card.number}</p>
        <QrCode text={card.number} label={`QR-код карты ${card.number}`} />
        <p className="barcode__note">
          Покажите код на кассе магазина: бонусы начислятся за покупку или спишутся в её оплату.
        </p>
        <button type="button" className="button button--light button--block" onClick={onClose}>
          Готово
        </button>
      </div>
    </Modal>
  );
}
