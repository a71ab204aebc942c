import { defineMessage, defineMessages } from 'react-intl';

/** The managers' Check-in questions screen: the guidance fields online check-in asks (the CC plugin). */
export const fieldMessages = defineMessages({
  lead: {
    id: 'frontDesk.checkinFields.lead',
    defaultMessage:
      'The questions online check-in asks after its form, in this order, when the Check-in questions plugin is on.',
  },
  empty: { id: 'frontDesk.checkinFields.empty', defaultMessage: 'No questions yet.' },
  add: { id: 'frontDesk.checkinFields.add', defaultMessage: 'Add a question' },
  edit: { id: 'frontDesk.checkinFields.edit', defaultMessage: 'Edit' },
  moveUp: { id: 'frontDesk.checkinFields.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'frontDesk.checkinFields.moveDown', defaultMessage: 'Move down' },
  delete: { id: 'frontDesk.checkinFields.delete', defaultMessage: 'Delete' },
  confirmDelete: { id: 'frontDesk.checkinFields.confirmDelete', defaultMessage: 'Delete for good' },
  cancel: { id: 'frontDesk.checkinFields.cancel', defaultMessage: 'Cancel' },
  back: { id: 'frontDesk.checkinFields.back', defaultMessage: 'Back to the questions' },
  newTitle: { id: 'frontDesk.checkinFields.newTitle', defaultMessage: 'New question' },
  type: { id: 'frontDesk.checkinFields.type', defaultMessage: 'Kind of answer' },
  required: { id: 'frontDesk.checkinFields.required', defaultMessage: 'Guests must answer' },
  optional: { id: 'frontDesk.checkinFields.optional', defaultMessage: 'Optional' },
  mustAnswer: { id: 'frontDesk.checkinFields.mustAnswer', defaultMessage: 'Required' },
  title: { id: 'frontDesk.checkinFields.title', defaultMessage: 'Question' },
  content: { id: 'frontDesk.checkinFields.content', defaultMessage: 'Explanation (HTML)' },
  options: { id: 'frontDesk.checkinFields.options', defaultMessage: 'Choices, one a line' },
  fallback: {
    id: 'frontDesk.checkinFields.fallback',
    defaultMessage: 'A language left empty shows the Japanese to guests.',
  },
  optionsNeeded: { id: 'frontDesk.checkinFields.optionsNeeded', defaultMessage: 'Enter at least one choice.' },
  saved: { id: 'frontDesk.checkinFields.saved', defaultMessage: 'Saved. Guests’ check-in asks it now.' },
});

export const optionCount = defineMessage<{ count: number }>({
  id: 'frontDesk.checkinFields.optionCount',
  defaultMessage: 'Give as many choices as in Japanese ({count}), or leave it empty.',
});

export const deleteQuestion = defineMessage<{ title: string }>({
  id: 'frontDesk.checkinFields.deleteQuestion',
  defaultMessage: 'Delete “{title}”?',
});

export const fieldTypes = defineMessages({
  selectBox: { id: 'frontDesk.checkinFields.type.selectBox', defaultMessage: 'A choice from a list' },
  textArea: { id: 'frontDesk.checkinFields.type.textArea', defaultMessage: 'Free text' },
  none: { id: 'frontDesk.checkinFields.type.none', defaultMessage: 'Information only, no answer' },
});
