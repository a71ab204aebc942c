import { getIn, useFormikContext } from 'formik';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fullName } from '@/domain/profile/profile';
import type { Language } from '@/lib/language';
import { RadioGroupField, SelectField, TextField } from '@/ui/form/Field';
import { companionMessage } from './AccommodationFields';
import type { Companion } from './checkinSlice';
import { useCountries, type Country } from './countries';
import {
  asksCompanionPassports,
  asksRegister,
  asksRepresentativePassport,
  emptyPassport,
  type PassportEntry,
  type PassportForm,
} from './passports';
import { PassportPhotoField } from './PassportPhotoField';

export const passportMessages = defineMessages({
  title: { id: 'checkin.passport.title', defaultMessage: 'Passport' },
  representative: { id: 'checkin.passport.representative', defaultMessage: 'Representative' },
  nationality: { id: 'checkin.passport.nationality', defaultMessage: 'Nationality (as in the passport)' },
  photoRegistered: { id: 'checkin.passport.photoRegistered', defaultMessage: 'Photo registered' },
  residesInJapan: { id: 'checkin.passport.residesInJapan', defaultMessage: 'Do you have an address in Japan?' },
  yes: { id: 'checkin.passport.yes', defaultMessage: 'Yes' },
  no: { id: 'checkin.passport.no', defaultMessage: 'No' },
});
const messages = defineMessages({
  lead: {
    id: 'checkin.passport.lead',
    defaultMessage:
      'Japan’s Hotel Business Act asks hotels to record the nationality and passport number of foreign guests without an address in Japan, with a copy of the passport.',
  },
  number: { id: 'checkin.passport.number', defaultMessage: 'Passport number' },
  numberHint: { id: 'checkin.passport.numberHint', defaultMessage: 'Capital letters and digits, as printed' },
  choose: { id: 'checkin.passport.choose', defaultMessage: 'Please choose' },
  registerAgain: { id: 'checkin.passport.registerAgain', defaultMessage: 'Register again' },
});
export const registeredMessage = defineMessage<{ number: string }>({
  id: 'checkin.passport.registered',
  defaultMessage: 'Passport {number} registered',
});
const foreignVisitorMessage = defineMessage<{ name: string }>({
  id: 'checkin.passport.foreignVisitor',
  defaultMessage: '{name} is a foreign visitor without an address in Japan',
});

/** One guest's passport: registered (masked, with "Register again"), or its three fields. */
function PassportEntryFields({ name, legend, countries }: { name: string; legend: string; countries: Country[] }) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<PassportForm>();
  const entry = getIn(values, name) as PassportEntry;
  return (
    <fieldset className="companion passport">
      <legend className="companion__legend">{legend}</legend>
      {entry.captured ? (
        <div className="passport__registered">
          <p>{intl.formatMessage(registeredMessage, { number: entry.captured.maskedNumber })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void setFieldValue(name, emptyPassport())}
          >
            {intl.formatMessage(messages.registerAgain)}
          </button>
        </div>
      ) : (
        <>
          <SelectField
            name={`${name}.nationality`}
            label={intl.formatMessage(passportMessages.nationality)}
            required
            options={[
              { value: '', label: intl.formatMessage(messages.choose) },
              ...countries.map(({ code, name: country }) => ({ value: code, label: country })),
            ]}
          />
          <TextField
            name={`${name}.number`}
            label={intl.formatMessage(messages.number)}
            hint={intl.formatMessage(messages.numberHint)}
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            onChange={(event) => void setFieldValue(`${name}.number`, event.target.value.toUpperCase())}
          />
          <PassportPhotoField name={`${name}.photo`} />
        </>
      )}
    </fieldset>
  );
}

/** A companion row's "foreign visitor" box and, ticked, its passport; unticked, its passport is dropped. */
function CompanionPassport({
  index,
  companion,
  language,
  countries,
}: {
  index: number;
  companion: Companion;
  language: Language;
  countries: Country[];
}) {
  const intl = useIntl();
  const { values, setFieldValue } = useFormikContext<PassportForm>();
  const name = `companionPassports.${index}`;
  const label = fullName(companion, language) || intl.formatMessage(companionMessage, { number: index + 2 });
  return (
    <>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={Boolean(values.companionPassports[index])}
          onChange={(event) => void setFieldValue(name, event.target.checked ? emptyPassport() : null)}
        />
        <span>{intl.formatMessage(foreignVisitorMessage, { name: label })}</span>
      </label>
      {values.companionPassports[index] && <PassportEntryFields name={name} legend={label} countries={countries} />}
    </>
  );
}

/**
 * The edit screen's passport section (issue 24), for a representative of nationality NJP only: the
 * address question; without an address in Japan, the representative's passport; for each companion
 * row, whether they are a foreign visitor without one, and then theirs.
 */
export function PassportFields({ language }: { language: Language }) {
  const intl = useIntl();
  const { values } = useFormikContext<PassportForm & { companionsList: Companion[] }>();
  const countries = useCountries(language) ?? [];
  if (!asksRegister(values)) return null;
  return (
    <section id="passport" className="edit-section" aria-labelledby="edit-passport">
      <h2 id="edit-passport" className="checkin__heading">
        {intl.formatMessage(passportMessages.title)}
      </h2>
      <p className="passport__lead">{intl.formatMessage(messages.lead)}</p>
      <RadioGroupField
        name="residesInJapan"
        legend={intl.formatMessage(passportMessages.residesInJapan)}
        required
        options={[
          { value: 'yes', label: intl.formatMessage(passportMessages.yes) },
          { value: 'no', label: intl.formatMessage(passportMessages.no) },
        ]}
      />
      {asksRepresentativePassport(values) && (
        <PassportEntryFields
          name="passport"
          legend={intl.formatMessage(passportMessages.representative)}
          countries={countries}
        />
      )}
      {asksCompanionPassports(values) &&
        values.companionsList
          .slice(0, values.totalMembers - 1)
          .map((companion, index) => (
            <CompanionPassport
              key={index}
              index={index}
              companion={companion}
              language={language}
              countries={countries}
            />
          ))}
    </section>
  );
}
