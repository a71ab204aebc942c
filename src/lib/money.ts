const formatters = new Map<string, Intl.NumberFormat>();

/** An amount of yen in the guest's language, with the plain ¥ sign (not "JP¥") in every locale. */
export function formatYen(amount: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol' });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
