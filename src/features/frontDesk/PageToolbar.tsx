import type { Editor } from '@tiptap/react';
import { useId, useState, type ChangeEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { codeMessages } from '@/api/errorCatalogue';
import { uploadPicture } from './consoleEditThunks';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { ACCEPT, imageMessages, MAX_BYTES, pictureType } from './ImageField';
import { pageEditorMessages as m } from './pageEditorMessages';
import { useErrorText } from './useErrorText';

/** A list's icon: three lines after bullets, or after tally marks counting 1, 2, 3 (the button's name says it). */
const LINES = [4, 10, 16];
const listIcon = (numbered: boolean) => (
  <svg className="page-toolbar__icon" viewBox="0 0 20 20" focusable="false">
    {LINES.map((y, row) =>
      numbered ? (
        <path
          key={y}
          d={Array.from({ length: row + 1 }, (_, tick) => `M${1.5 + tick * 2} ${y - 2.5}v5`).join('')}
          stroke="currentColor"
          strokeWidth={1.2}
        />
      ) : (
        <circle key={y} cx={3} cy={y} r={1.8} fill="currentColor" />
      ),
    )}
    {LINES.map((y) => (
      <path key={`line-${y}`} d={`M8 ${y}h11`} stroke="currentColor" strokeWidth={1.8} />
    ))}
  </svg>
);

type Tool = {
  label: MessageDescriptor;
  glyph: ReactNode;
  run: (editor: Editor) => void;
  /** A toggle (aria-pressed): whether it is on where the cursor is. */
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
};

const chain = (editor: Editor) => editor.chain().focus();

const FORMAT: Tool[] = [
  {
    label: m.heading,
    glyph: 'H2',
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    label: m.subheading,
    glyph: 'H3',
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    active: (e) => e.isActive('heading', { level: 3 }),
  },
  { label: m.bold, glyph: <b>B</b>, run: (e) => chain(e).toggleBold().run(), active: (e) => e.isActive('bold') },
  { label: m.italic, glyph: <i>I</i>, run: (e) => chain(e).toggleItalic().run(), active: (e) => e.isActive('italic') },
  {
    label: m.underline,
    glyph: <u>U</u>,
    run: (e) => chain(e).toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    label: m.bulletList,
    glyph: listIcon(false),
    run: (e) => chain(e).toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    label: m.orderedList,
    glyph: listIcon(true),
    run: (e) => chain(e).toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
];

const TABLE: Tool = {
  label: m.table,
  glyph: '⊞',
  // A header row, in the <thead> (the table's headRows, pageEditorSchema).
  run: (e) =>
    chain(e).insertTable({ rows: 3, cols: 2, withHeaderRow: true }).updateAttributes('table', { headRows: 1 }).run(),
  enabled: (e) => !e.isActive('table'),
};

/** Shown while the cursor is in a table. */
const IN_TABLE: Tool[] = [
  { label: m.addRow, glyph: '+▭', run: (e) => chain(e).addRowAfter().run(), enabled: (e) => e.can().addRowAfter() },
  {
    label: m.addColumn,
    glyph: '+▯',
    run: (e) => chain(e).addColumnAfter().run(),
    enabled: (e) => e.can().addColumnAfter(),
  },
  { label: m.deleteRow, glyph: '−▭', run: (e) => chain(e).deleteRow().run(), enabled: (e) => e.can().deleteRow() },
  {
    label: m.deleteColumn,
    glyph: '−▯',
    run: (e) => chain(e).deleteColumn().run(),
    enabled: (e) => e.can().deleteColumn(),
  },
  {
    label: m.deleteTable,
    glyph: '×⊞',
    run: (e) => chain(e).deleteTable().run(),
    enabled: (e) => e.can().deleteTable(),
  },
];

const HISTORY: Tool[] = [
  { label: m.undo, glyph: '↶', run: (e) => chain(e).undo().run(), enabled: (e) => e.can().undo() },
  { label: m.redo, glyph: '↷', run: (e) => chain(e).redo().run(), enabled: (e) => e.can().redo() },
];

type Panel = 'link' | 'image' | null;

/**
 * The page editor's toolbar (an ARIA toolbar: one Tab stop, the arrow keys, Home and End move along it):
 * headings, marks and lists as toggles (aria-pressed), a link and an image through a small form of their
 * own, the table's basics (its row and column buttons while the cursor is in one), undo and redo.
 */
export function PageToolbar({ editor, toolbarRef }: { editor: Editor; toolbarRef: RefObject<HTMLDivElement | null> }) {
  const intl = useIntl();
  const [focused, setFocused] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);
  // Drawn again on every change of the editor (RichPage: shouldRerenderOnTransaction).
  const inTable = editor.isActive('table');
  const tools = [...FORMAT, TABLE, ...(inTable ? IN_TABLE : []), ...HISTORY];
  const inLink = editor.isActive('link');

  const buttons: {
    key: string;
    label: string;
    glyph: ReactNode;
    pressed?: boolean;
    expanded?: boolean;
    disabled?: boolean;
    onClick: () => void;
  }[] = [
    ...tools.map((tool) => ({
      key: tool.label.id as string,
      label: intl.formatMessage(tool.label),
      glyph: tool.glyph,
      pressed: tool.active?.(editor),
      disabled: !(tool.enabled?.(editor) ?? true),
      onClick: () => {
        setPanel(null);
        tool.run(editor);
      },
    })),
  ];
  // The link and the image after the lists.
  buttons.splice(
    FORMAT.length,
    0,
    {
      key: 'link',
      label: intl.formatMessage(m.link),
      glyph: <span className="page-toolbar__link">{intl.formatMessage(m.link)}</span>,
      pressed: undefined,
      expanded: panel === 'link',
      onClick: () => setPanel(panel === 'link' ? null : 'link'),
    },
    {
      key: 'image',
      label: intl.formatMessage(m.image),
      glyph: intl.formatMessage(m.image),
      expanded: panel === 'image',
      onClick: () => setPanel(panel === 'image' ? null : 'image'),
    },
  );
  const tabStop = Math.min(focused, buttons.length - 1);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = [...(toolbarRef.current?.querySelectorAll<HTMLButtonElement>(':scope > button') ?? [])];
    const usable = all.filter((button) => !button.disabled);
    const at = usable.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const next = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: usable.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = usable[(next + usable.length) % usable.length];
    if (!target) return;
    setFocused(all.indexOf(target));
    target.focus();
  };

  const panelId = useId();
  return (
    <>
      <div
        ref={toolbarRef}
        role="toolbar"
        aria-label={intl.formatMessage(m.toolbar)}
        className="page-toolbar"
        onKeyDown={onKeyDown}
      >
        {buttons.map((button, index) => (
          <button
            key={button.key}
            type="button"
            className="page-toolbar__button"
            aria-label={button.label}
            title={button.label}
            aria-pressed={button.pressed}
            aria-expanded={button.expanded}
            aria-controls={button.expanded ? panelId : undefined}
            disabled={button.disabled}
            tabIndex={index === tabStop ? 0 : -1}
            onFocus={() => setFocused(index)}
            // Keeps the editor's selection while the mouse is down (the command runs on it).
            onMouseDown={(event) => event.preventDefault()}
            onClick={button.onClick}
          >
            <span aria-hidden="true">{button.glyph}</span>
          </button>
        ))}
      </div>
      {panel === 'link' && <LinkPanel id={panelId} editor={editor} inLink={inLink} onDone={() => setPanel(null)} />}
      {panel === 'image' && <ImagePanel id={panelId} editor={editor} onDone={() => setPanel(null)} />}
    </>
  );
}

/** Enter in a panel's field applies it (the page's form around is not submitted). */
const onEnter = (apply: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  apply();
};

function PanelField({
  label,
  value,
  onChange,
  onEnter: enter,
  type = 'text',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: (event: KeyboardEvent<HTMLInputElement>) => void;
  type?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={enter}
      />
    </div>
  );
}

function LinkPanel({
  id,
  editor,
  inLink,
  onDone,
}: {
  id: string;
  editor: Editor;
  inLink: boolean;
  onDone: () => void;
}) {
  const intl = useIntl();
  const [href, setHref] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const apply = () => {
    const address = href.trim();
    const link = chain(editor).extendMarkRange('link');
    if (address === '') link.unsetLink().run();
    else if (editor.state.selection.empty && !inLink)
      chain(editor)
        .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
        .run();
    else link.setLink({ href: address }).run();
    onDone();
  };
  return (
    <div id={id} className="page-toolbar__panel" role="group" aria-label={intl.formatMessage(m.link)}>
      <PanelField
        label={intl.formatMessage(m.linkAddress)}
        type="url"
        value={href}
        onChange={setHref}
        onEnter={onEnter(apply)}
      />
      <div className="page-toolbar__actions">
        <button type="button" className="button" onClick={apply}>
          {intl.formatMessage(m.apply)}
        </button>
        {inLink && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              chain(editor).extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            {intl.formatMessage(m.removeLink)}
          </button>
        )}
        <CancelButton editor={editor} onDone={onDone} />
      </div>
    </div>
  );
}

/**
 * A picture for the page: chosen (a phone offers its camera too) and uploaded at once as ImageField does
 * (uploadHotelImage), then inserted with the text for guests who cannot see it, which it asks for.
 */
function ImagePanel({ id, editor, onDone }: { id: string; editor: Editor; onDone: () => void }) {
  const intl = useIntl();
  const dispatch = useFrontDeskDispatch();
  const errorText = useErrorText();
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const ready = src !== '' && alt.trim() !== '' && !busy;
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const type = pictureType(file);
    if (!type) return setProblem(intl.formatMessage(codeMessages.image_invalid));
    if (file.size > MAX_BYTES) return setProblem(intl.formatMessage(codeMessages.image_too_large));
    setProblem(null);
    setBusy(true);
    try {
      setSrc((await dispatch(uploadPicture({ file, type })).unwrap()).url);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  const insert = () => {
    if (!ready) return;
    chain(editor).setImage({ src, alt: alt.trim() }).run();
    onDone();
  };
  return (
    <div
      id={id}
      className="page-toolbar__panel"
      role="group"
      aria-label={intl.formatMessage(m.image)}
      aria-busy={busy || undefined}
    >
      <p className="field__hint" id={`${id}-hint`}>
        {intl.formatMessage(imageMessages.hint)}
      </p>
      {src && <img className="console-image__preview" src={src} alt="" />}
      <label className="button button--secondary button--file">
        <input
          type="file"
          className="visually-hidden"
          accept={ACCEPT}
          disabled={busy}
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event)}
        />
        {intl.formatMessage(src ? imageMessages.replace : imageMessages.choose)}
      </label>
      {busy && <p role="status">{intl.formatMessage(imageMessages.uploading)}</p>}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <PanelField label={intl.formatMessage(m.imageAlt)} value={alt} onChange={setAlt} onEnter={onEnter(insert)} />
      <div className="page-toolbar__actions">
        <button type="button" className="button" disabled={!ready} onClick={insert}>
          {intl.formatMessage(m.apply)}
        </button>
        <CancelButton editor={editor} onDone={onDone} />
      </div>
    </div>
  );
}

function CancelButton({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const intl = useIntl();
  return (
    <button
      type="button"
      className="button button--secondary"
      onClick={() => {
        onDone();
        editor.commands.focus();
      }}
    >
      {intl.formatMessage(m.cancel)}
    </button>
  );
}
