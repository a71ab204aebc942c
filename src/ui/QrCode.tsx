import { useDeferredValue } from 'react';
import QRCode from 'react-qr-code';

/** The side of a guest's QR codes, px (spec doc 2 "checkinAccept": 235). */
const SIZE = 235;

/**
 * A guest's QR code of `value`, read out by its label, the value also in `data-value`. Working a code out is one piece of the phone's main thread
 * (~3-25 ms here), so it is drawn in a render of its own after the screen shows (a transition); an
 * empty square of the same size holds its place until then, so nothing moves.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const shown = useDeferredValue(value, '');
  // Never an earlier value's code (a ticket's pager): the square until this value's code is drawn.
  if (shown !== value)
    return <svg className="qr-code" width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true" />;
  return <QRCode className="qr-code" value={shown} size={SIZE} role="img" aria-label={label} data-value={shown} />;
}
