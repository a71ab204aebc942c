const formatters = new Map<string, Intl.NumberFormat>();

/** An amount of yen in the guest's language (¥12,000 / 12,000円 as the locale writes it). */
export function formatYen(amount: number, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: 'JPY' });
    formatters.set(locale, formatter);
  }
  return formatter.format(amount);
}
