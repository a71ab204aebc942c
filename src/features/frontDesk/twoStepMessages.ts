import { defineMessages } from 'react-intl';

/** The staff's two-step verification (issue 32): the sign-in's code step and the enrolment screen. */
export const twoStepMessages = defineMessages({
  codeFormat: {
    id: 'frontDesk.twoStep.codeFormat',
    defaultMessage: 'Enter the 6 digits of your authenticator app or a recovery code.',
  },
  appCodeFormat: { id: 'frontDesk.twoStep.appCodeFormat', defaultMessage: 'Enter the 6 digits your app shows.' },
  codeTitle: { id: 'frontDesk.twoStep.codeTitle', defaultMessage: 'Two-step verification' },
  codeLead: {
    id: 'frontDesk.twoStep.codeLead',
    defaultMessage:
      'Enter the code your authenticator app shows now. Without your phone, enter one of your recovery codes: each works once.',
  },
  code: { id: 'frontDesk.twoStep.code', defaultMessage: 'Code or recovery code' },
  verify: { id: 'frontDesk.twoStep.verify', defaultMessage: 'Verify' },
  back: { id: 'frontDesk.twoStep.back', defaultMessage: 'Back' },
  screen: { id: 'frontDesk.twoStep.screen', defaultMessage: 'Two-step verification' },
  enrolled: {
    id: 'frontDesk.twoStep.enrolled',
    defaultMessage: 'Two-step verification is on: you sign in with your password and a code from your app.',
  },
  requiredLead: {
    id: 'frontDesk.twoStep.requiredLead',
    defaultMessage: 'This hotel requires two-step verification. Set it up to use the staff page.',
  },
  startLead: {
    id: 'frontDesk.twoStep.startLead',
    defaultMessage:
      'Protect your sign-in with an authenticator app on your phone (Google Authenticator, Microsoft Authenticator and the like).',
  },
  start: { id: 'frontDesk.twoStep.start', defaultMessage: 'Set up two-step verification' },
  scanLead: {
    id: 'frontDesk.twoStep.scanLead',
    defaultMessage: 'Scan this QR code with your authenticator app, or type the key below into it.',
  },
  qrCode: { id: 'frontDesk.twoStep.qrCode', defaultMessage: 'QR code for your authenticator app' },
  secret: { id: 'frontDesk.twoStep.secret', defaultMessage: 'Key' },
  appCode: { id: 'frontDesk.twoStep.appCode', defaultMessage: 'Code from the app' },
  confirm: { id: 'frontDesk.twoStep.confirm', defaultMessage: 'Confirm' },
  codesTitle: { id: 'frontDesk.twoStep.codesTitle', defaultMessage: 'Your recovery codes' },
  codesLead: {
    id: 'frontDesk.twoStep.codesLead',
    defaultMessage:
      'Two-step verification is on. Print or write down these codes now and keep them somewhere safe: each signs you in once if you lose your phone. They are not shown again.',
  },
  codesSaved: { id: 'frontDesk.twoStep.codesSaved', defaultMessage: 'I have saved the codes' },
});
