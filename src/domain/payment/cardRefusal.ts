import { errorMessages } from '@/api/errorCatalogue';
import { showToast } from '@/ui/toastSlice';
import type { CardRefusal } from './cardPayment';

/** The toast for a refused card: "expired" or "declined" (nothing was charged). */
export const cardRefusalToast = ({ refusal }: CardRefusal) =>
  showToast({ parts: [refusal === 'expired' ? errorMessages.cardExpired : errorMessages.cardDeclined], kind: 'error' });
