import { useEffect, useRef, useState } from 'react';
import { arrivalOptions, type ArrivalOptions, type CheckinWindow } from './checkinFormOptions';

const MINUTE_MS = 60_000;
const minuteOf = (ms: number) => Math.floor(ms / MINUTE_MS);
const sameOptions = (a: ArrivalOptions, b: ArrivalOptions) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The arrival dates and times a form offers (arrivalOptions), kept up to date while it is open: they
 * change only when a minute begins (a time passes, the business day changes), so they are looked at
 * again at each one. The same options stay the same object, so the form's schema is not rebuilt.
 */
export function useArrivalOptions({ begin, end, timeZone }: CheckinWindow): ArrivalOptions {
  const [firstLook] = useState(Date.now);
  const [options, setOptions] = useState(() => arrivalOptions({ begin, end, timeZone }, firstLook));
  const windows = useRef(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const nextMinute = () => {
      timer = setTimeout(look, MINUTE_MS - (Date.now() % MINUTE_MS));
    };
    const look = () => {
      const now = arrivalOptions({ begin, end, timeZone });
      setOptions((shown) => (sameOptions(shown, now) ? shown : now));
      nextMinute();
    };
    // The first render's options stay current until its minute ends (working them out is the form's
    // largest cost as it opens); a new window is looked at at once.
    const firstWindow = windows.current++ === 0;
    if (firstWindow && minuteOf(Date.now()) === minuteOf(firstLook)) nextMinute();
    else look();
    return () => clearTimeout(timer);
  }, [begin, end, timeZone, firstLook]);
  return options;
}
