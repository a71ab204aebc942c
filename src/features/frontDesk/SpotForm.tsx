import { FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HotelSetupSpot, HotelSpots } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { SelectField, TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { saveSpots } from './consoleListThunks';
import { DeleteWithConfirmation, TextAreaField } from './consoleListParts';
import { EditRefusal, editMessages } from './EditRefusal';
import { useFrontDeskDispatch } from './frontDeskHooks';
import {
  categoryNames,
  dayNames,
  deleteSpotQuestion,
  hoursRow,
  inLanguage,
  languageLabels,
  spotMessages,
} from './spotMessages';
import {
  emptySpot,
  newPlaceId,
  SPOT_CATEGORIES,
  SPOT_LANGUAGES,
  spotOf,
  spotSchema,
  spotValues,
  type SpotValues,
} from './spotValues';
import { DeskError } from './DeskError';

/**
 * One spot of the travel guide in the managers' console (issue 32): category, type, name and the
 * hotel's recommendation per language, location, telephone, website, photo reference and opening
 * hours. Saving sends the whole list with this spot in its place (a new one last, under a placeId of
 * the console's) and the version the list was read at; a refused save keeps the edits (EditRefusal).
 *
 * The photo is a reference of the travel guide's photo service, not an uploaded picture: the guide
 * shows a spot's photo only through /api/place-photo, which takes a reference and never a path.
 */
export function SpotForm({
  loaded,
  placeId,
  onSaved,
  onBack,
  reload,
}: {
  loaded: HotelSpots;
  /** The spot's placeId; null for a new spot. */
  placeId: string | null;
  onSaved: (placeId: string) => void;
  onBack: () => void;
  reload: () => Promise<HotelSpots | undefined>;
}) {
  const intl = useIntl();
  const headingId = useId();
  const dispatch = useFrontDeskDispatch();
  const rules = useValidationRules();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [generation, setGeneration] = useState(0);
  // A new spot's placeId, made once: a save refused and sent again is still the same new spot.
  const [newId] = useState(newPlaceId);
  const index = placeId === null ? -1 : loaded.spots.findIndex((s) => s.placeId === placeId);
  const spot: HotelSetupSpot | undefined = loaded.spots[index];
  const schema = useMemo(
    () =>
      spotSchema(rules, {
        number: intl.formatMessage(spotMessages.number),
        lat: intl.formatMessage(spotMessages.latRange),
        lng: intl.formatMessage(spotMessages.lngRange),
        photo: intl.formatMessage(spotMessages.photoFormat),
        time: intl.formatMessage(spotMessages.timeFormat),
        sameTimes: intl.formatMessage(spotMessages.sameTimes),
      }),
    [rules, intl],
  );

  const save = async (spots: HotelSetupSpot[]) => {
    setRefusal(null);
    setSaved(false);
    try {
      await dispatch(saveSpots({ version: loaded.version, spots })).unwrap();
      return true;
    } catch (error) {
      setRefusal(error);
      return false;
    }
  };

  const submit = async (values: SpotValues) => {
    const next = spotOf(values, placeId ?? newId);
    const spots = index < 0 ? [...loaded.spots, next] : loaded.spots.map((s, i) => (i === index ? next : s));
    if (await save(spots)) {
      setSaved(true);
      onSaved(next.placeId);
    }
  };

  const remove = async () => {
    setDeleting(true);
    const done = await save(loaded.spots.filter((_, i) => i !== index));
    setDeleting(false);
    if (done) onBack();
  };

  const loadLatest = async () => {
    setRefusal(null);
    const latest = await reload();
    if (placeId !== null && !latest?.spots.some((s) => s.placeId === placeId)) onBack();
    else setGeneration((g) => g + 1);
  };

  let body;
  // Not while deleting it: the list saved without it comes before the screen goes back.
  if (placeId !== null && !spot && !deleting) {
    body = <DeskError>{intl.formatMessage(spotMessages.gone)}</DeskError>;
  } else {
    body = (
      <Formik<SpotValues>
        key={`${generation}`}
        initialValues={spot ? spotValues(spot) : emptySpot()}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="form console-list__form" noValidate>
            <ValidateOnLanguageChange />
            <SelectField
              name="category"
              label={intl.formatMessage(spotMessages.category)}
              options={SPOT_CATEGORIES.map((c) => ({ value: String(c), label: intl.formatMessage(categoryNames[c]) }))}
              required
            />
            <TextField
              name="type"
              label={intl.formatMessage(spotMessages.type)}
              hint={intl.formatMessage(spotMessages.typeHint)}
              autoComplete="off"
            />
            <fieldset className="console-form__group">
              <legend>{intl.formatMessage(spotMessages.names)}</legend>
              {SPOT_LANGUAGES.map((lang) => (
                <TextField
                  key={lang}
                  name={`name.${lang}`}
                  label={intl.formatMessage(inLanguage, {
                    field: intl.formatMessage(spotMessages.names),
                    language: intl.formatMessage(languageLabels[lang]),
                  })}
                  autoComplete="off"
                  required={lang === 'ja'}
                />
              ))}
            </fieldset>
            <fieldset className="console-form__group">
              <legend>{intl.formatMessage(spotMessages.location)}</legend>
              <p className="field__hint">{intl.formatMessage(spotMessages.locationHint)}</p>
              <div className="console-form__pair">
                <TextField name="lat" inputMode="decimal" label={intl.formatMessage(spotMessages.lat)} required />
                <TextField name="lng" inputMode="decimal" label={intl.formatMessage(spotMessages.lng)} required />
              </div>
              <TextField name="address" label={intl.formatMessage(spotMessages.address)} autoComplete="off" />
            </fieldset>
            <TextField name="telephone" type="tel" label={intl.formatMessage(spotMessages.telephone)} />
            <TextField name="website" type="url" inputMode="url" label={intl.formatMessage(spotMessages.website)} />
            <fieldset className="console-form__group">
              <legend>{intl.formatMessage(spotMessages.comments)}</legend>
              <p className="field__hint">{intl.formatMessage(spotMessages.commentHint)}</p>
              {SPOT_LANGUAGES.map((lang) => (
                <TextAreaField
                  key={lang}
                  name={`comment.${lang}`}
                  label={intl.formatMessage(inLanguage, {
                    field: intl.formatMessage(spotMessages.comments),
                    language: intl.formatMessage(languageLabels[lang]),
                  })}
                />
              ))}
            </fieldset>
            <HoursRows />
            <TextField
              name="photo"
              label={intl.formatMessage(spotMessages.photo)}
              hint={intl.formatMessage(spotMessages.photoHint)}
              autoComplete="off"
            />
            {refusal !== null && <EditRefusal error={refusal} onReload={() => void loadLatest()} />}
            {saved && (
              <p className="front-desk__notice" role="status">
                {intl.formatMessage(editMessages.saved)}
              </p>
            )}
            <div className="console-list__buttons">
              <SubmitButton busy={isSubmitting}>{intl.formatMessage(editMessages.save)}</SubmitButton>
              {spot && (
                <DeleteWithConfirmation
                  words={spotMessages}
                  question={intl.formatMessage(deleteSpotQuestion, { name: spot.name.ja })}
                  busy={deleting || isSubmitting}
                  onDelete={() => void remove()}
                />
              )}
            </div>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <section className="desk-section" aria-labelledby={headingId}>
      <button type="button" className="button button--secondary console-page__back" onClick={onBack}>
        {intl.formatMessage(spotMessages.back)}
      </button>
      <h2 id={headingId} className="desk-section__title">
        {spot?.name.ja ?? intl.formatMessage(spotMessages.newSpot)}
      </h2>
      {body}
    </section>
  );
}

/** The opening hours: a row per opening (a weekday, opens, closes), added and removed. */
function HoursRows() {
  const intl = useIntl();
  const { values } = useFormikContext<SpotValues>();
  const days = dayNames.map((day, value) => ({ value: String(value), label: intl.formatMessage(day) }));
  return (
    <fieldset className="console-form__group">
      <legend>{intl.formatMessage(spotMessages.hours)}</legend>
      <p className="field__hint">{intl.formatMessage(spotMessages.hoursHint)}</p>
      <FieldArray name="hours">
        {({ push, remove }) => (
          <>
            {values.hours.length === 0 && (
              <p className="desk-section__quiet">{intl.formatMessage(spotMessages.noHours)}</p>
            )}
            {values.hours.map((_, row) => (
              <div
                key={row}
                className="console-list__hours"
                role="group"
                aria-label={intl.formatMessage(hoursRow, { row: row + 1 })}
              >
                <SelectField name={`hours.${row}.day`} label={intl.formatMessage(spotMessages.day)} options={days} />
                <TextField name={`hours.${row}.startTime`} type="time" label={intl.formatMessage(spotMessages.opens)} />
                <TextField name={`hours.${row}.endTime`} type="time" label={intl.formatMessage(spotMessages.closes)} />
                <button type="button" className="button button--secondary" onClick={() => remove(row)}>
                  {intl.formatMessage(spotMessages.removeHours)}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="button button--secondary"
              onClick={() => push({ day: values.hours.at(-1)?.day ?? '1', startTime: '', endTime: '' })}
            >
              {intl.formatMessage(spotMessages.addHours)}
            </button>
          </>
        )}
      </FieldArray>
    </fieldset>
  );
}
