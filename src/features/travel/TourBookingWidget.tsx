import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';

const messages = defineMessages({
  loading: { id: 'travel.widget.loading', defaultMessage: 'Loading tours…' },
  failed: { id: 'travel.widget.failed', defaultMessage: 'The tour booking service could not be loaded.' },
});

export const WIDGET_TARGET_ID = 'tour-booking-widget';
export const WIDGET_SCRIPT_ID = 'tour-booking-script';

/**
 * The hotel's tour-booking widget (spec: "boken"): its script is injected when the Popular tab
 * opens and removed when the guest leaves it. The script fills the target element itself.
 */
export function TourBookingWidget({ script, dataSrc }: { script: string; dataSrc: string }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = document.createElement('script');
    element.id = WIDGET_SCRIPT_ID;
    element.src = script;
    element.async = true;
    element.dataset.src = dataSrc;
    element.dataset.target = WIDGET_TARGET_ID;
    element.onerror = () => setFailed(true);
    document.body.appendChild(element);
    return () => element.remove();
  }, [script, dataSrc]);

  if (failed) return <StatusMessage title={intl.formatMessage(messages.failed)} />;
  return (
    <section className="tour-booking" aria-busy="false">
      {/* The widget owns this element's children; React renders none into it. */}
      <div id={WIDGET_TARGET_ID} className="tour-booking__target" />
      <div className="tour-booking__loading">
        <Spinner label={intl.formatMessage(messages.loading)} />
      </div>
    </section>
  );
}
