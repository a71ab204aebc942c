import { defineMessage, defineMessages } from 'react-intl';

/** The page editor's rich text, its toolbar and its HTML view (PageBody, PageToolbar). */
export const pageEditorMessages = defineMessages({
  page: { id: 'frontDesk.pageEditor.page', defaultMessage: 'Page' },
  hint: {
    id: 'frontDesk.pageEditor.hint',
    defaultMessage: 'Esc moves from the text to the toolbar. Scripts, styles and forms are removed when saved.',
  },
  toolbar: { id: 'frontDesk.pageEditor.toolbar', defaultMessage: 'Formatting' },
  heading: { id: 'frontDesk.pageEditor.heading', defaultMessage: 'Heading H2' },
  subheading: { id: 'frontDesk.pageEditor.subheading', defaultMessage: 'Subheading H3' },
  bold: { id: 'frontDesk.pageEditor.bold', defaultMessage: 'Bold' },
  italic: { id: 'frontDesk.pageEditor.italic', defaultMessage: 'Italic' },
  underline: { id: 'frontDesk.pageEditor.underline', defaultMessage: 'Underline' },
  bulletList: { id: 'frontDesk.pageEditor.bulletList', defaultMessage: 'Bulleted list' },
  orderedList: { id: 'frontDesk.pageEditor.orderedList', defaultMessage: 'Numbered list' },
  link: { id: 'frontDesk.pageEditor.link', defaultMessage: 'Link' },
  image: { id: 'frontDesk.pageEditor.image', defaultMessage: 'Image' },
  table: { id: 'frontDesk.pageEditor.table', defaultMessage: 'Insert table' },
  addRow: { id: 'frontDesk.pageEditor.addRow', defaultMessage: 'Add row' },
  addColumn: { id: 'frontDesk.pageEditor.addColumn', defaultMessage: 'Add column' },
  deleteRow: { id: 'frontDesk.pageEditor.deleteRow', defaultMessage: 'Delete row' },
  deleteColumn: { id: 'frontDesk.pageEditor.deleteColumn', defaultMessage: 'Delete column' },
  deleteTable: { id: 'frontDesk.pageEditor.deleteTable', defaultMessage: 'Delete table' },
  undo: { id: 'frontDesk.pageEditor.undo', defaultMessage: 'Undo' },
  redo: { id: 'frontDesk.pageEditor.redo', defaultMessage: 'Redo' },
  editHtml: { id: 'frontDesk.pageEditor.editHtml', defaultMessage: 'Edit HTML' },
  rearranged: { id: 'frontDesk.pageEditor.rearranged', defaultMessage: 'how its markup is arranged' },
  linkAddress: { id: 'frontDesk.pageEditor.linkAddress', defaultMessage: 'Link address (https:, mailto: or tel:)' },
  imageAlt: {
    id: 'frontDesk.pageEditor.imageAlt',
    defaultMessage: 'Text for guests who cannot see the image',
  },
  apply: { id: 'frontDesk.pageEditor.apply', defaultMessage: 'Apply' },
  removeLink: { id: 'frontDesk.pageEditor.removeLink', defaultMessage: 'Remove link' },
  cancel: { id: 'frontDesk.pageEditor.cancel', defaultMessage: 'Cancel' },
});

/** Why a page stays in its HTML view: the markup the editor would lose ("<dl>, <span>"). */
export const cannotKeep = defineMessage<{ markup: string }>({
  id: 'frontDesk.pageEditor.cannotKeep',
  defaultMessage:
    'Kept in HTML: the rich-text editor would lose {markup}. Edit the HTML, or remove that markup to use the editor.',
});
