import { LANGUAGES } from '@/lib/language';

// The first of index.html's scripts after webpack's runtime (webpack.config.js, entry "warmup"): it is
// small, so it runs while the libraries and the app (src/index.tsx) are still downloading, and pays
// there, on an idle main thread, a one-time cost the first render would otherwise pay on a busy one:
// the browser's first use of its Intl data (ICU). react-intl checks the language's locale data as it
// starts, and that first Intl call takes ~100 ms on a mid-range phone.
Intl.NumberFormat.supportedLocalesOf([...LANGUAGES]);
Intl.DateTimeFormat.supportedLocalesOf([...LANGUAGES]);
