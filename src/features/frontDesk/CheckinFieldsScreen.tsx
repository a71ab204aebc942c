import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetCheckinFieldsQuery, type CheckinField } from '@/api/frontDeskApi';
import { Spinner } from '@/ui/Spinner';
import { CheckinFieldForm } from './CheckinFieldForm';
import { deleteQuestion, fieldMessages, fieldTypes } from './checkinFieldMessages';
import { fieldOfValues, fieldValues, NEW_FIELD, type FieldValues } from './checkinFieldValues';
import { saveCheckinFields } from './consoleEditThunks';
import { consoleMessages } from './consoleMessages';
import { EditRefusal } from './EditRefusal';
import { deskMessages } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { ListProblem } from './ListState';
import './ConsoleFeatures.css';

/**
 * The managers' Check-in questions screen (issue 32): the guidance fields in the order guests see
 * them, moved up and down, added, edited and deleted (after a confirmation). Each change saves the
 * whole list, composed from the one loaded, with its version: another manager's save meanwhile is
 * refused (409) and the screen offers the latest, a form's edits kept until then.
 */
export function CheckinFieldsScreen() {
  const intl = useIntl();
  const titleId = useId();
  const query = useGetCheckinFieldsQuery();
  const dispatch = useFrontDeskDispatch();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const loaded = query.data;
  const formValues = useMemo(
    () => (editing === null || !loaded ? null : editing === 'new' ? NEW_FIELD : fieldValues(loaded.fields[editing]!)),
    [editing, loaded],
  );

  const save = async (fields: CheckinField[]) => {
    setRefusal(null);
    setSaved(false);
    try {
      await dispatch(saveCheckinFields({ version: loaded!.version, fields })).unwrap();
      setSaved(true);
      return true;
    } catch (error) {
      setRefusal(error);
      return false;
    }
  };
  const open = (which: number | 'new' | null) => {
    setRefusal(null);
    setSaved(false);
    setEditing(which);
  };
  const reload = () => {
    open(null);
    void query.refetch();
  };
  const outcome = (
    <>
      {refusal !== null && <EditRefusal error={refusal} onReload={reload} />}
      {saved && (
        <p className="front-desk__notice" role="status">
          {intl.formatMessage(fieldMessages.saved)}
        </p>
      )}
    </>
  );

  let body;
  if (query.isError) body = <ListProblem error={query.error} onRetry={() => void query.refetch()} />;
  else if (!loaded) body = <Spinner inline label={intl.formatMessage(deskMessages.loading)} />;
  else if (formValues) {
    const onSave = async (values: FieldValues) => {
      const field = fieldOfValues(values);
      const fields =
        editing === 'new' ? [...loaded.fields, field] : loaded.fields.map((f, i) => (i === editing ? field : f));
      if (await save(fields)) setEditing(null);
    };
    body = (
      <>
        <button type="button" className="button button--secondary console-page__back" onClick={() => open(null)}>
          {intl.formatMessage(fieldMessages.back)}
        </button>
        <h3 className="console-features__heading">
          {editing === 'new'
            ? intl.formatMessage(fieldMessages.newTitle)
            : titleOf(loaded.fields[editing!]!, intl.locale)}
        </h3>
        <CheckinFieldForm initialValues={formValues} onSave={onSave}>
          {outcome}
        </CheckinFieldForm>
      </>
    );
  } else {
    const { fields } = loaded;
    const move = (from: number, to: number) => {
      const next = [...fields];
      next.splice(to, 0, ...next.splice(from, 1));
      void save(next);
    };
    body = (
      <>
        {outcome}
        {fields.length === 0 ? (
          <p className="desk-section__quiet">{intl.formatMessage(fieldMessages.empty)}</p>
        ) : (
          <ol className="desk-list">
            {fields.map((field, index) => (
              <FieldRow
                key={`${index}-${field.title.ja}`}
                field={field}
                position={index}
                count={fields.length}
                onMove={(to) => move(index, to)}
                onEdit={() => open(index)}
                onDelete={() => void save(fields.filter((_, i) => i !== index))}
              />
            ))}
          </ol>
        )}
        <button type="button" className="button" onClick={() => open('new')}>
          {intl.formatMessage(fieldMessages.add)}
        </button>
      </>
    );
  }

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(consoleMessages.checkinFields)}
      </h2>
      <p className="front-desk__lead">{intl.formatMessage(fieldMessages.lead)}</p>
      {body}
    </section>
  );
}

const titleOf = (field: CheckinField, locale: string) =>
  field.title[locale as keyof CheckinField['title']] || field.title.ja;

function FieldRow({
  field,
  position,
  count,
  onMove,
  onEdit,
  onDelete,
}: {
  field: CheckinField;
  position: number;
  count: number;
  onMove: (to: number) => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const title = titleOf(field, intl.locale);
  const button = (label: string, onClick: () => void, disabled = false) => (
    <button
      type="button"
      className="button button--secondary"
      onClick={onClick}
      disabled={disabled}
      aria-describedby={titleId}
    >
      {label}
    </button>
  );
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h3 className="desk-card__title" id={titleId}>
        <span className="console-fields__order">{position + 1}. </span>
        {title}
      </h3>
      <p>
        {intl.formatMessage(fieldTypes[field.type])}
        {field.type !== 'none' &&
          ` · ${intl.formatMessage(field.required ? fieldMessages.mustAnswer : fieldMessages.optional)}`}
      </p>
      {confirming ? (
        <div className="desk-card__actions">
          <p>{intl.formatMessage(deleteQuestion, { title })}</p>
          <button type="button" className="button" onClick={onDelete}>
            {intl.formatMessage(fieldMessages.confirmDelete)}
          </button>
          {button(intl.formatMessage(fieldMessages.cancel), () => setConfirming(false))}
        </div>
      ) : (
        <div className="desk-card__actions">
          {button(intl.formatMessage(fieldMessages.moveUp), () => onMove(position - 1), position === 0)}
          {button(intl.formatMessage(fieldMessages.moveDown), () => onMove(position + 1), position === count - 1)}
          {button(intl.formatMessage(fieldMessages.edit), onEdit)}
          {button(intl.formatMessage(fieldMessages.delete), () => setConfirming(true))}
        </div>
      )}
    </li>
  );
}
