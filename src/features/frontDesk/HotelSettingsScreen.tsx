import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useGetHotelSettingsQuery } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { Spinner } from '@/ui/Spinner';
import { saveHotelSettings } from './consoleEditThunks';
import { consoleMessages } from './consoleMessages';
import { EditRefusal, editMessages } from './EditRefusal';
import { deskMessages } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import {
  IMAGE_KINDS,
  settingsOfValues,
  settingsSchema,
  settingsValues,
  type ImageKind,
  type SettingsValues,
} from './hotelSettingsSchema';
import { ImageField } from './ImageField';
import { ListProblem } from './ListState';

const messages = defineMessages({
  lead: {
    id: 'frontDesk.settings.lead',
    defaultMessage:
      'What guests see of the hotel: its names, address and telephone, its clock and check-in hours, the invoice registration on receipts, and the pictures of its home page.',
  },
  name: { id: 'frontDesk.settings.name', defaultMessage: 'Name (Japanese)' },
  nameLatin: { id: 'frontDesk.settings.nameLatin', defaultMessage: 'Name (Latin letters)' },
  address: { id: 'frontDesk.settings.address', defaultMessage: 'Address (Japanese)' },
  addressLatin: { id: 'frontDesk.settings.addressLatin', defaultMessage: 'Address (Latin letters)' },
  telephone: { id: 'frontDesk.settings.telephone', defaultMessage: 'Telephone' },
  timeZone: { id: 'frontDesk.settings.timeZone', defaultMessage: 'Time zone' },
  timeZoneHint: { id: 'frontDesk.settings.timeZoneHint', defaultMessage: 'An IANA time zone, e.g. Asia/Tokyo.' },
  checkinStart: { id: 'frontDesk.settings.checkinStart', defaultMessage: 'Check-in from' },
  checkinEnd: { id: 'frontDesk.settings.checkinEnd', defaultMessage: 'Check-in until' },
  invoice: { id: 'frontDesk.settings.invoice', defaultMessage: 'Qualified invoice' },
  registrationNumber: { id: 'frontDesk.settings.registrationNumber', defaultMessage: 'Registration number' },
  registrationHint: {
    id: 'frontDesk.settings.registrationHint',
    defaultMessage: 'T followed by 13 digits. Leave it empty for plain receipts.',
  },
  issuerName: { id: 'frontDesk.settings.issuerName', defaultMessage: 'Issuer' },
  issuerHint: {
    id: 'frontDesk.settings.issuerHint',
    defaultMessage: "The registered business; the hotel's name when empty.",
  },
  timeFormat: { id: 'frontDesk.settings.timeFormat', defaultMessage: 'Enter a time as HH:mm, e.g. 15:00.' },
  telephoneFormat: {
    id: 'frontDesk.settings.telephoneFormat',
    defaultMessage: 'Use digits, spaces, +, ( ) and - only, at most 30.',
  },
  timeZoneInvalid: {
    id: 'frontDesk.settings.timeZoneInvalid',
    defaultMessage: 'Enter a time zone such as Asia/Tokyo.',
  },
  registrationFormat: {
    id: 'frontDesk.settings.registrationFormat',
    defaultMessage: 'Enter T followed by 13 digits.',
  },
  issuerWithoutNumber: {
    id: 'frontDesk.settings.issuerWithoutNumber',
    defaultMessage: 'Enter the registration number too, or leave the issuer empty.',
  },
  pictures: { id: 'frontDesk.settings.pictures', defaultMessage: 'Pictures' },
  hero: { id: 'frontDesk.settings.hero', defaultMessage: 'Main picture' },
  heroHint: {
    id: 'frontDesk.settings.heroHint',
    defaultMessage: "The wide picture at the top of the guests' home page (16:9).",
  },
  logo: { id: 'frontDesk.settings.logo', defaultMessage: 'Logo' },
  logoHint: {
    id: 'frontDesk.settings.logoHint',
    defaultMessage: "Beside the hotel's name on the guests' home page, in a circle: a square picture fits best.",
  },
  recommend: { id: 'frontDesk.settings.recommend', defaultMessage: 'Travel guide: Popular spots' },
  food: { id: 'frontDesk.settings.food', defaultMessage: 'Travel guide: Food' },
  play: { id: 'frontDesk.settings.play', defaultMessage: 'Travel guide: Activities' },
  shopping: { id: 'frontDesk.settings.shopping', defaultMessage: 'Travel guide: Shopping' },
  tileHint: {
    id: 'frontDesk.settings.tileHint',
    defaultMessage: "A tile of the travel guide on the guests' home page (3:2).",
  },
});

/** Each picture's name in the form, and where guests see it (the guest app's home: HomeScreen, TravelGuideTiles). */
const IMAGE_TEXTS: Record<ImageKind, { label: MessageDescriptor; hint: MessageDescriptor }> = {
  hero: { label: messages.hero, hint: messages.heroHint },
  logo: { label: messages.logo, hint: messages.logoHint },
  recommend: { label: messages.recommend, hint: messages.tileHint },
  food: { label: messages.food, hint: messages.tileHint },
  play: { label: messages.play, hint: messages.tileHint },
  shopping: { label: messages.shopping, hint: messages.tileHint },
};

/**
 * The managers' Hotel screen (issue 32): the hotel's settings in one form. It saves the version it
 * was loaded at: if another manager saved meanwhile, the server refuses (409 edit_conflict) and the
 * form keeps the manager's edits beside a way to load the latest.
 */
export function HotelSettingsScreen() {
  const intl = useIntl();
  const titleId = useId();
  const query = useGetHotelSettingsQuery();
  const dispatch = useFrontDeskDispatch();
  const rules = useValidationRules();
  const schema = useMemo(
    () =>
      settingsSchema(rules, {
        time: intl.formatMessage(messages.timeFormat),
        telephone: intl.formatMessage(messages.telephoneFormat),
        timeZone: intl.formatMessage(messages.timeZoneInvalid),
        registrationNumber: intl.formatMessage(messages.registrationFormat),
        issuerWithoutNumber: intl.formatMessage(messages.issuerWithoutNumber),
      }),
    [rules, intl],
  );
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  // Formik starts again from the data when a save or "load the latest" brings a new version.
  const loaded = query.data;
  const initialValues = useMemo(() => (loaded ? settingsValues(loaded.settings) : null), [loaded]);

  let body;
  if (query.isError) body = <ListProblem error={query.error} onRetry={() => void query.refetch()} />;
  else if (!loaded || !initialValues) body = <Spinner inline label={intl.formatMessage(deskMessages.loading)} />;
  else {
    const submit = async (values: SettingsValues) => {
      setRefusal(null);
      setSaved(false);
      try {
        await dispatch(saveHotelSettings({ version: loaded.version, settings: settingsOfValues(values) })).unwrap();
        setSaved(true);
      } catch (error) {
        setRefusal(error);
      }
    };
    const reload = () => {
      setRefusal(null);
      void query.refetch();
    };
    body = (
      <Formik<SettingsValues>
        key={loaded.version}
        initialValues={initialValues}
        validationSchema={schema}
        validateOnMount
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <TextField name="name" label={intl.formatMessage(messages.name)} autoComplete="off" required />
            <TextField name="nameLatin" label={intl.formatMessage(messages.nameLatin)} autoComplete="off" required />
            <TextField name="address" label={intl.formatMessage(messages.address)} autoComplete="off" />
            <TextField name="addressLatin" label={intl.formatMessage(messages.addressLatin)} autoComplete="off" />
            <TextField name="telephone" type="tel" label={intl.formatMessage(messages.telephone)} autoComplete="off" />
            <TextField
              name="timeZone"
              label={intl.formatMessage(messages.timeZone)}
              hint={intl.formatMessage(messages.timeZoneHint)}
              autoComplete="off"
              required
            />
            <div className="console-form__pair">
              <TextField name="checkinStart" type="time" label={intl.formatMessage(messages.checkinStart)} required />
              <TextField name="checkinEnd" type="time" label={intl.formatMessage(messages.checkinEnd)} required />
            </div>
            <fieldset className="console-form__group">
              <legend>{intl.formatMessage(messages.invoice)}</legend>
              <TextField
                name="registrationNumber"
                label={intl.formatMessage(messages.registrationNumber)}
                hint={intl.formatMessage(messages.registrationHint)}
                autoComplete="off"
              />
              <TextField
                name="issuerName"
                label={intl.formatMessage(messages.issuerName)}
                hint={intl.formatMessage(messages.issuerHint)}
                autoComplete="off"
              />
            </fieldset>
            <fieldset className="console-form__group">
              <legend>{intl.formatMessage(messages.pictures)}</legend>
              <div className="console-settings__pictures">
                {IMAGE_KINDS.map((kind) => (
                  <ImageField
                    key={kind}
                    name={`images.${kind}`}
                    label={intl.formatMessage(IMAGE_TEXTS[kind].label)}
                    hint={intl.formatMessage(IMAGE_TEXTS[kind].hint)}
                  />
                ))}
              </div>
            </fieldset>
            {refusal !== null && <EditRefusal error={refusal} onReload={reload} />}
            {saved && (
              <p className="front-desk__notice" role="status">
                {intl.formatMessage(editMessages.saved)}
              </p>
            )}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(editMessages.save)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(consoleMessages.hotel)}
      </h2>
      <p className="front-desk__lead">{intl.formatMessage(messages.lead)}</p>
      {body}
    </section>
  );
}
