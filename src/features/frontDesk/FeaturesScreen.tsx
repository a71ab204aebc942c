import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetHotelFeaturesQuery } from '@/api/frontDeskApi';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { Spinner } from '@/ui/Spinner';
import { saveHotelFeatures } from './consoleEditThunks';
import { consoleMessages } from './consoleMessages';
import { EditRefusal, editMessages } from './EditRefusal';
import { CheckField, PaymentGroup, PluginField } from './FeatureFields';
import { featureMessages, ICON_NAMES, iconNames, PAYMENT_TIMES, PLUGIN_CODES } from './featureMessages';
import { featuresOfValues, featuresSchema, featureValues, type FeatureValues } from './featuresValues';
import { deskMessages } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { ListProblem } from './ListState';
import './ConsoleFeatures.css';

/**
 * The managers' Features screen (issue 32): the hotel's plugin codes, each with what it switches, the
 * buttons home shows and the payment settings, in one form saved with the version it was loaded at
 * (409 edit_conflict keeps the edits beside a way to load the latest).
 */
export function FeaturesScreen() {
  const intl = useIntl();
  const titleId = useId();
  const query = useGetHotelFeaturesQuery();
  const dispatch = useFrontDeskDispatch();
  const schema = useMemo(() => featuresSchema(intl.formatMessage(featureMessages.needsMethod)), [intl]);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const loaded = query.data;
  const initialValues = useMemo(() => (loaded ? featureValues(loaded) : null), [loaded]);

  let body;
  if (query.isError) body = <ListProblem error={query.error} onRetry={() => void query.refetch()} />;
  else if (!loaded || !initialValues) body = <Spinner inline label={intl.formatMessage(deskMessages.loading)} />;
  else {
    const submit = async (values: FeatureValues) => {
      setRefusal(null);
      setSaved(false);
      try {
        await dispatch(saveHotelFeatures(featuresOfValues(values, loaded))).unwrap();
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
      <Formik<FeatureValues>
        key={loaded.version}
        initialValues={initialValues}
        validationSchema={schema}
        validateOnMount
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <h3 className="console-features__heading">{intl.formatMessage(featureMessages.plugins)}</h3>
            <ul className="console-features__plugins">
              {PLUGIN_CODES.map((code) => (
                <PluginField key={code} code={code} />
              ))}
            </ul>
            <fieldset className="console-form__group">
              <legend>{intl.formatMessage(featureMessages.icons)}</legend>
              <p className="field__hint">{intl.formatMessage(featureMessages.iconsHint)}</p>
              <div className="console-features__icons">
                {ICON_NAMES.map((icon) => (
                  <CheckField key={icon} name={`icons.${icon}`} label={intl.formatMessage(iconNames[icon])} />
                ))}
              </div>
            </fieldset>
            <h3 className="console-features__heading">{intl.formatMessage(featureMessages.payments)}</h3>
            <div className="console-features__payments">
              {PAYMENT_TIMES.map((time) => (
                <PaymentGroup key={time} time={time} />
              ))}
            </div>
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
        {intl.formatMessage(consoleMessages.features)}
      </h2>
      <p className="front-desk__lead">{intl.formatMessage(featureMessages.lead)}</p>
      {body}
    </section>
  );
}
