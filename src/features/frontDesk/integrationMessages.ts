import { defineMessage, defineMessages } from 'react-intl';

/** The managers' Integration screen (issue 33): the hotel's API keys for its property-management system. */
export const integrationMessages = defineMessages({
  lead: {
    id: 'frontDesk.integration.lead',
    defaultMessage:
      'API keys let the hotel’s property-management system send its reservations here. A key is shown once, when created or given a new secret: copy it into the system then.',
  },
  empty: { id: 'frontDesk.integration.empty', defaultMessage: 'No keys yet.' },
  prefix: { id: 'frontDesk.integration.prefix', defaultMessage: 'Key starts with' },
  scopes: { id: 'frontDesk.integration.scopes', defaultMessage: 'May reach' },
  created: { id: 'frontDesk.integration.created', defaultMessage: 'Created' },
  lastUsed: { id: 'frontDesk.integration.lastUsed', defaultMessage: 'Last used' },
  never: { id: 'frontDesk.integration.never', defaultMessage: 'Never' },
  rotate: { id: 'frontDesk.integration.rotate', defaultMessage: 'New secret' },
  revoke: { id: 'frontDesk.integration.revoke', defaultMessage: 'Revoke' },
  confirmRevoke: { id: 'frontDesk.integration.confirmRevoke', defaultMessage: 'Revoke for good' },
  cancel: { id: 'frontDesk.integration.cancel', defaultMessage: 'Cancel' },
  formTitle: { id: 'frontDesk.integration.formTitle', defaultMessage: 'Create a key' },
  name: { id: 'frontDesk.integration.name', defaultMessage: 'Name (the system that uses it)' },
  data: { id: 'frontDesk.integration.data', defaultMessage: 'What it may reach' },
  noScope: { id: 'frontDesk.integration.noScope', defaultMessage: 'Choose at least one.' },
  readOnlyBox: { id: 'frontDesk.integration.readOnlyBox', defaultMessage: 'Read only (it may not change anything)' },
  create: { id: 'frontDesk.integration.create', defaultMessage: 'Create' },
  scope_reservations: { id: 'frontDesk.integration.scope.reservations', defaultMessage: 'Reservations' },
  scope_stays: { id: 'frontDesk.integration.scope.stays', defaultMessage: 'Stays' },
  scope_folios: { id: 'frontDesk.integration.scope.folios', defaultMessage: 'Folios' },
  scope_readOnly: { id: 'frontDesk.integration.scope.readOnly', defaultMessage: 'Read only' },
});

export const revokeQuestion = defineMessage<{ name: string }>({
  id: 'frontDesk.integration.revokeQuestion',
  defaultMessage: 'Revoke {name}? The system using it is refused at once.',
});

export const secretShown = defineMessage<{ name: string }>({
  id: 'frontDesk.integration.secretShown',
  defaultMessage: 'The key of {name}. Copy it now: it is not shown again.',
});
