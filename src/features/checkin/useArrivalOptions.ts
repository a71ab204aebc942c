import { useEffect, useState } from 'react';
import { arrivalOptions, type ArrivalOptions, type CheckinWindow } from './checkinFormOptions';

const MINUTE_MS = 60_000;
const sameOptions = (a: ArrivalOptions, b: ArrivalOptions) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The arrival dates and times a form offers (arrivalOptions), kept up to date while it is open: they
 * change only when a minute begins (a time passes, the business day changes), so they are looked at
 * again at each one. The same options stay the same object, so the form's schema is not rebuilt.
 */
export function useArrivalOptions({ begin, end, timeZone }: CheckinWindow): ArrivalOptions {
  const [options, setOptions] = useState(() => arrivalOptions({ begin, end, timeZone }));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const look = () => {
      const now = arrivalOptions({ begin, end, timeZone });
      setOptions((shown) => (sameOptions(shown, now) ? shown : now));
      timer = setTimeout(look, MINUTE_MS - (Date.now() % MINUTE_MS));
    };
    look();
    return () => clearTimeout(timer);
  }, [begin, end, timeZone]);
  return options;
}
