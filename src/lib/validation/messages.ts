import { defineMessages } from 'react-intl';

/**
 * The messages of the form rules: the spec's own wording (doc 1 §5, doc 2 §5) and, for the card
 * masks, ours. The `validation.*` ids load with every screen that has a form.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  email: { id: 'validation.email', defaultMessage: 'Please enter a valid email address.' },
  passwordLength: { id: 'validation.passwordLength', defaultMessage: 'Please enter at least 8 characters' },
  passwordLengthAndTypes: {
    id: 'validation.passwordLengthAndTypes',
    defaultMessage: 'Please enter at least 8 characters include {types}',
  },
  passwordTypes: { id: 'validation.passwordTypes', defaultMessage: 'Please include {types}' },
  typeUpper: { id: 'validation.type.upper', defaultMessage: 'upper-case alphabet' },
  typeLower: { id: 'validation.type.lower', defaultMessage: 'lower-case alphabet' },
  typeNumber: { id: 'validation.type.number', defaultMessage: 'number' },
  phone: { id: 'validation.phone', defaultMessage: 'Please input correct phone number.' },
  url: { id: 'validation.url', defaultMessage: 'Must be a valid URL.' },
  minCharacters: {
    id: 'validation.minCharacters',
    defaultMessage: 'The value must be greater than or equal {count} characters.',
  },
  maxCharacters: {
    id: 'validation.maxCharacters',
    defaultMessage: 'The value must be less than or equal {count} characters.',
  },
  katakana: { id: 'validation.katakana', defaultMessage: 'Please input katakana only.' },
  imageSquare: { id: 'validation.imageSquare', defaultMessage: 'Must be square and at least {size}x{size}px' },
  imageSize: { id: 'validation.imageSize', defaultMessage: 'File size limit {count}Mb.' },
  imageType: { id: 'validation.imageType', defaultMessage: 'Invalid image' },
  passportNumber: {
    id: 'validation.passportNumber',
    defaultMessage: 'Please enter the passport number as printed: 5 to 20 capital letters and digits.',
  },
  passwordsDiffer: { id: 'validation.passwordsDiffer', defaultMessage: 'Passwords do not match.' },
  date: { id: 'validation.date', defaultMessage: 'Please enter a valid date' },
  time: { id: 'validation.time', defaultMessage: 'Please enter a valid time' },
  dateTime: { id: 'validation.dateTime', defaultMessage: 'Please enter a valid date and time' },
  cardNumber: { id: 'validation.cardNumber', defaultMessage: 'Please enter the 16 digits of the card.' },
  cardExpiry: { id: 'validation.cardExpiry', defaultMessage: 'Please enter a valid expiry date (MM/YY).' },
  securityCode: { id: 'validation.securityCode', defaultMessage: 'Please enter 3 or 4 digits.' },
  // A field the server refused though the form's rules let it pass (src/ui/form/serverFieldErrors.ts).
  serverRejected: { id: 'validation.serverRejected', defaultMessage: 'Please check this entry.' },
});
