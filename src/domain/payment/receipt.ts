/** The receipt's provision line ("for accommodation") for a stay paid by card, as the hotel prints it. */
export const STAY_RECEIPT_PROVISION = 'ご宿泊代として';
