import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useValidationRules } from '@/lib/validation/rules';
import { RadioGroupField, TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { roleNames } from './consoleMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { newStaffSchema, STAFF_ROLES } from './staffSchema';
import { addStaffMember, type NewStaff } from './staffThunks';
import { DeskError } from './DeskError';

const messages = defineMessages({
  title: { id: 'frontDesk.addStaff.title', defaultMessage: 'Add a staff member' },
  lead: {
    id: 'frontDesk.addStaff.lead',
    defaultMessage:
      'Choose an initial password and hand it to them in person: they sign in at /front-desk with their email address and it.',
  },
  name: { id: 'frontDesk.addStaff.name', defaultMessage: 'Name' },
  email: { id: 'frontDesk.addStaff.email', defaultMessage: 'Email address' },
  role: { id: 'frontDesk.addStaff.role', defaultMessage: 'Role' },
  password: { id: 'frontDesk.addStaff.password', defaultMessage: 'Initial password' },
  submit: { id: 'frontDesk.addStaff.submit', defaultMessage: 'Add' },
});

const added = defineMessage<{ name: string }>({ id: 'frontDesk.addStaff.added', defaultMessage: 'Added {name}.' });

const EMPTY: NewStaff = { name: '', email: '', role: 'frontDesk', password: '' };

/** The Staff screen's form: a new account of the manager's hotel; the server's refusal shows above the button. */
export function AddStaffForm() {
  const intl = useIntl();
  const titleId = useId();
  const dispatch = useFrontDeskDispatch();
  const rules = useValidationRules();
  const schema = useMemo(() => newStaffSchema(rules), [rules]);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [addedName, setAddedName] = useState<string | null>(null);
  const roles = STAFF_ROLES.map((value) => ({ value, label: intl.formatMessage(roleNames[value]) }));

  const submit = async (values: NewStaff, { resetForm }: FormikHelpers<NewStaff>) => {
    setRefusal(null);
    setAddedName(null);
    try {
      const { name } = await dispatch(addStaffMember(values)).unwrap();
      resetForm();
      setAddedName(name);
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <p className="front-desk__lead">{intl.formatMessage(messages.lead)}</p>
      <Formik<NewStaff> initialValues={EMPTY} validateOnMount validationSchema={schema} onSubmit={submit}>
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <TextField name="name" label={intl.formatMessage(messages.name)} autoComplete="off" required />
            <TextField
              name="email"
              type="email"
              label={intl.formatMessage(messages.email)}
              autoComplete="off"
              inputMode="email"
              required
            />
            <RadioGroupField name="role" legend={intl.formatMessage(messages.role)} options={roles} required />
            <TextField
              name="password"
              type="password"
              label={intl.formatMessage(messages.password)}
              autoComplete="new-password"
              required
            />
            {refusal !== null && <DeskError error={refusal} />}
            {addedName !== null && (
              <p className="front-desk__notice" role="status">
                {intl.formatMessage(added, { name: addedName })}
              </p>
            )}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.submit)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
