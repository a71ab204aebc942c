import { EditorContent, useEditor } from '@tiptap/react';
import { useFormikContext } from 'formik';
import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { describedBy, FieldFrame } from '@/ui/form/Field';
import { cannotKeep, pageEditorMessages as m } from './pageEditorMessages';
import { pageExtensions, pageFit } from './pageEditorSchema';
import type { PageValues } from './PageEditor';
import { tidyEditorHtml } from './pageHtml';
import { pageMessages, type PageLanguage } from './pageMessages';
import { PageToolbar } from './PageToolbar';
import './PageBody.css';

/** openapi.yaml HotelPageContent: at most this many characters a language. */
const PAGE_HTML_MAX = 100_000;

/**
 * One language of a page (the console's own chunk, with the editor library): the rich-text editor and
 * its toolbar, or the page's HTML (the "Edit HTML" toggle). A page the editor cannot hold exactly (what
 * the allowlist keeps but its schema has not, pageFit) stays in HTML, which says why: nothing is lost.
 */
export default function PageBody({ language, languageName }: { language: PageLanguage; languageName: string }) {
  const intl = useIntl();
  const id = useId();
  const { values, setFieldValue, handleChange, handleBlur } = useFormikContext<PageValues>();
  const html = values[language];
  const [losses, setLosses] = useState<string[] | null>(() => pageFit(html));
  const [source, setSource] = useState(losses !== null);
  const toggle = () => {
    if (source) {
      const lost = pageFit(html);
      setLosses(lost);
      if (lost === null) setSource(false);
    } else {
      setLosses(null);
      setSource(true);
    }
  };
  const why =
    losses &&
    intl.formatMessage(cannotKeep, {
      markup: losses.length > 0 ? losses.map((l) => `<${l}>`).join(', ') : intl.formatMessage(m.rearranged),
    });
  const hint = intl.formatMessage(source ? pageMessages.htmlHint : m.hint);

  return (
    <div className="page-body">
      <button
        type="button"
        className="button button--secondary page-body__source"
        aria-pressed={source}
        aria-describedby={why ? `${id}-why` : undefined}
        onClick={toggle}
      >
        {intl.formatMessage(m.editHtml)}
      </button>
      <p id={`${id}-why`} className="page-body__why" aria-live="polite">
        {why}
      </p>
      {source ? (
        <FieldFrame id={`${id}-html`} label={`${intl.formatMessage(pageMessages.html)}: ${languageName}`} hint={hint}>
          <textarea
            id={`${id}-html`}
            name={language}
            className="field__input console-page__html"
            rows={14}
            maxLength={PAGE_HTML_MAX}
            spellCheck={false}
            value={html}
            onChange={handleChange}
            onBlur={handleBlur}
            aria-describedby={describedBy(`${id}-html`, undefined, hint)}
          />
        </FieldFrame>
      ) : (
        <RichPage
          id={id}
          html={html}
          label={`${intl.formatMessage(m.page)}: ${languageName}`}
          hint={hint}
          onChange={(next) => void setFieldValue(language, next)}
        />
      )}
    </div>
  );
}

function RichPage({
  id,
  html,
  label,
  hint,
  onChange,
}: {
  id: string;
  html: string;
  label: string;
  hint: string;
  onChange: (html: string) => void;
}) {
  const toolbarRef = useRef<HTMLDivElement>(null);
  const editor = useEditor({
    extensions: pageExtensions(),
    content: html,
    // The toolbar shows where the cursor is (aria-pressed, what can be done): drawn on every change.
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': `${id}-label`,
        'aria-describedby': `${id}-hint`,
        class: 'page-body__text rich-content',
      },
    },
    onUpdate: ({ editor: changed }) => onChange(tidyEditorHtml(changed.getHTML())),
  });
  return (
    <div className="field">
      <p id={`${id}-label`} className="field__label" onClick={() => editor.commands.focus()}>
        {label}
      </p>
      <PageToolbar editor={editor} toolbarRef={toolbarRef} />
      <EditorContent editor={editor} className="page-body__editor" />
      <p className="field__hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
}
