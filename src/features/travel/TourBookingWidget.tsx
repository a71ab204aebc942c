import { useEffect, useId, useState } from 'react';
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
 * opens and removed when the guest leaves it. The script fills the target element itself, in a section
 * titled `title`.
 */
export function TourBookingWidget({ script, dataSrc, title }: { script: string; dataSrc: string; title: string }) {
  const intl = useIntl();
  const titleId = useId();
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
    <section className="tour-booking" aria-labelledby={titleId}>
      {/* Named for screen readers as the pill that opened it; the partner's own headings (h3 in the demo
          widget) sit under this h2, not straight under the page's h1. */}
      <h2 id={titleId} className="visually-hidden">
        {title}
      </h2>
      {/* The widget owns this element's children; React renders none into it. */}
      <div id={WIDGET_TARGET_ID} className="tour-booking__target" />
      <div className="tour-booking__loading">
        <Spinner label={intl.formatMessage(messages.loading)} />
      </div>
    </section>
  );
}
