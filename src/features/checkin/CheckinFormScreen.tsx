import { useEffect, useState, type ComponentType } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { hotelName, useHotel } from '@/domain/hotel/hotelContext';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import '@/ui/form/Form.css';
import './Checkin.css';

const messages = defineMessages({
  heading: { id: 'checkin.form.heading', defaultMessage: 'Online check-in' },
  lead: {
    id: 'checkin.form.lead',
    defaultMessage: 'Tell us when you arrive and who is staying. Fields marked * are required.',
  },
});

/** The fields' own chunk: formik, yup's rules and moment's dates, about 45 KB gzipped. */
const loadFields = () => import(/* webpackChunkName: "checkin-form-fields" */ './CheckinFormFields');

type Fields = { Component?: ComponentType; failed?: boolean };

/**
 * The check-in form (spec doc 2 "checkIn", also at /leaflet-checkin), often the page a guest lands
 * on from a QR code: the hotel's name, the heading and the lead show at once; the fields' code is
 * asked for once they are on the screen, and the fields follow (a failed download offers to try
 * again). On a slow connection the guest reads where they are instead of a spinner.
 */
export default function CheckinFormScreen() {
  const intl = useIntl();
  const { language, guide } = useHotel();
  const [fields, setFields] = useState<Fields>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    // After the next frame: the page above is painted before the fields' code competes for the line.
    const frame = requestAnimationFrame(() =>
      setTimeout(() =>
        loadFields().then(
          (module) => current && setFields({ Component: module.default }),
          () => current && setFields({ failed: true }),
        ),
      ),
    );
    return () => {
      current = false;
      cancelAnimationFrame(frame);
    };
  }, [attempt]);

  let content;
  if (fields.Component) content = <fields.Component />;
  else if (fields.failed)
    content = (
      <LoadFailed
        onRetry={() => {
          setFields({});
          setAttempt((n) => n + 1);
        }}
      />
    );
  else
    content = (
      <div className="checkin-form__pending">
        <Spinner inline />
      </div>
    );

  return (
    <Page title={hotelName(guide, language)} back="history">
      <div className="form checkin-form">
        <h2 className="checkin__heading">{intl.formatMessage(messages.heading)}</h2>
        <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
        {content}
      </div>
    </Page>
  );
}
