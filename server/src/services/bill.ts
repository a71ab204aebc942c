/** The bill of reservations from their folio lines (spec doc 2 §3 "Payments summary"). */

export interface FolioLine {
  reservation_id: number | null;
  sales_date: string;
  sales_subject_name: string;
  /** Yen, tax included; discounts are negative. */
  sales_price: number;
  tax_rate: number;
  is_discount: boolean;
  /** Set once the line is paid: listed, not billed again. */
  order_id: string | null;
}

export interface BilledReservation {
  id: number;
  public_id: string;
  reservation_code: string;
  checkin_date: string;
  nights: number;
  roomInfo: string;
}

/** A line's amount on the bill (and in a card charge): discounts count negative, however stored. */
export const billedPrice = (line: Pick<FolioLine, 'sales_price' | 'is_discount'>) =>
  line.is_discount ? -Math.abs(line.sales_price) : line.sales_price;

/** Consumption tax included in a tax-inclusive amount, rounded down (once per rate and bill). */
export const includedTax = (amount: number, rate: number) =>
  amount <= 0 || rate <= 0 ? 0 : Math.floor((amount * rate) / (100 + rate));

/**
 * Per reservation: its lines, `totalPrice` (the charges), `totalDiscount` (the discounts, as a
 * positive amount) and `totalPayment` (what is still to pay: charges less discounts less paid lines).
 * `totalAmount` is the sum to pay; `totalTaxPrice` the tax included in it, per rate (8% and 10%).
 */
export function summariseBill(reservations: BilledReservation[], lines: FolioLine[]) {
  const unpaidByRate = new Map<number, number>();
  const summaries = reservations.map((reservation) => {
    const own = lines.filter((line) => line.reservation_id === reservation.id);
    let totalPrice = 0;
    let totalDiscount = 0;
    let totalPayment = 0;
    const sales = own.map((line) => {
      const price = billedPrice(line);
      if (line.is_discount) totalDiscount -= price;
      else totalPrice += price;
      if (line.order_id === null) {
        totalPayment += price;
        unpaidByRate.set(line.tax_rate, (unpaidByRate.get(line.tax_rate) ?? 0) + price);
      }
      return { salesDate: line.sales_date, salesSubjectName: line.sales_subject_name, salesPrice: price };
    });
    return {
      id: reservation.public_id,
      reservationId: reservation.reservation_code,
      checkinDate: reservation.checkin_date,
      nights: reservation.nights,
      sales,
      totalPrice,
      totalDiscount,
      totalPayment,
      roomInfo: reservation.roomInfo,
    };
  });
  const totalAmount = summaries.reduce((sum, r) => sum + r.totalPayment, 0);
  const totalTaxPrice = [...unpaidByRate].reduce((sum, [rate, amount]) => sum + includedTax(amount, rate), 0);
  return { totalAmount, totalTaxPrice, reservations: summaries };
}
