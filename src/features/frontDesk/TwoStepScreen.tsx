import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import QRCode from 'react-qr-code';
import type { Staff } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { enrolCodeSchema } from './secondFactorSchema';
import { confirmTwoStep, finishTwoStep, startTwoStep } from './secondFactorThunks';
import { twoStepMessages } from './twoStepMessages';
import { DeskError } from './DeskError';

type Stage =
  { step: 'start' } | { step: 'scan'; secret: string; otpauthUri: string } | { step: 'codes'; recoveryCodes: string[] };

/**
 * Two-step verification for every staff member (issue 32): start (a new key), scan its QR code or
 * type the key into an authenticator app, confirm with the app's code, then the 10 recovery codes,
 * shown this once until the staff member says they saved them. Where production requires it, this is
 * the only screen of a staff member without it.
 */
export function TwoStepScreen({ secondFactor }: { secondFactor: Staff['secondFactor'] }) {
  const intl = useIntl();
  const titleId = useId();
  const dispatch = useFrontDeskDispatch();
  const rules = useValidationRules();
  const schema = useMemo(() => enrolCodeSchema(rules, intl), [rules, intl]);
  const [stage, setStage] = useState<Stage>({ step: 'start' });
  const [starting, setStarting] = useState(false);
  const [refusal, setRefusal] = useState<unknown>(null);

  const start = async () => {
    setRefusal(null);
    setStarting(true);
    try {
      setStage({ step: 'scan', ...(await dispatch(startTwoStep()).unwrap()) });
    } catch (error) {
      setRefusal(error);
    } finally {
      setStarting(false);
    }
  };

  const confirm = async ({ code }: { code: string }) => {
    setRefusal(null);
    try {
      setStage({ step: 'codes', ...(await dispatch(confirmTwoStep({ code })).unwrap()) });
    } catch (error) {
      setRefusal(error);
    }
  };

  const problem = refusal !== null && <DeskError error={refusal} />;

  let body;
  if (stage.step === 'codes') {
    body = (
      <>
        <h3 className="desk-section__title">{intl.formatMessage(twoStepMessages.codesTitle)}</h3>
        <p className="front-desk__notice" role="status">
          {intl.formatMessage(twoStepMessages.codesLead)}
        </p>
        <ul className="two-step__codes" aria-label={intl.formatMessage(twoStepMessages.codesTitle)}>
          {stage.recoveryCodes.map((code) => (
            <li key={code}>
              <code>{code}</code>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button"
          onClick={() => {
            setStage({ step: 'start' });
            void dispatch(finishTwoStep());
          }}
        >
          {intl.formatMessage(twoStepMessages.codesSaved)}
        </button>
      </>
    );
  } else if (secondFactor === 'enrolled') {
    body = <p className="front-desk__lead">{intl.formatMessage(twoStepMessages.enrolled)}</p>;
  } else if (stage.step === 'scan') {
    body = (
      <>
        <p className="front-desk__lead">{intl.formatMessage(twoStepMessages.scanLead)}</p>
        <QRCode
          className="qr-code"
          value={stage.otpauthUri}
          size={200}
          role="img"
          aria-label={intl.formatMessage(twoStepMessages.qrCode)}
        />
        <dl className="two-step__key">
          <dt>{intl.formatMessage(twoStepMessages.secret)}</dt>
          <dd>
            <code>{stage.secret}</code>
          </dd>
        </dl>
        <Formik initialValues={{ code: '' }} validateOnMount validationSchema={schema} onSubmit={confirm}>
          {({ isValid, isSubmitting }) => (
            <Form className="form" noValidate>
              <ValidateOnLanguageChange />
              <TextField
                name="code"
                label={intl.formatMessage(twoStepMessages.appCode)}
                autoComplete="one-time-code"
                inputMode="numeric"
                required
              />
              {problem}
              <SubmitButton disabled={!isValid} busy={isSubmitting}>
                {intl.formatMessage(twoStepMessages.confirm)}
              </SubmitButton>
            </Form>
          )}
        </Formik>
      </>
    );
  } else {
    body = (
      <>
        <p className="front-desk__lead">{intl.formatMessage(twoStepMessages.startLead)}</p>
        {problem}
        <button
          type="button"
          className="button"
          onClick={() => void start()}
          disabled={starting}
          aria-busy={starting || undefined}
        >
          {intl.formatMessage(twoStepMessages.start)}
        </button>
      </>
    );
  }

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(twoStepMessages.screen)}
      </h2>
      {secondFactor === 'required' && stage.step !== 'codes' && (
        <p className="front-desk__notice">{intl.formatMessage(twoStepMessages.requiredLead)}</p>
      )}
      {body}
    </section>
  );
}
