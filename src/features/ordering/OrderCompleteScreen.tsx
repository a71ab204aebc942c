import { defineMessages, useIntl } from 'react-intl';
import { AppLink } from '@/ui/AppLink';
import { Page } from '@/ui/Page';
import './Ordering.css';

const messages = defineMessages({
  title: { id: 'request.complete.title', defaultMessage: 'Order placed' },
  thanks: { id: 'request.complete.thanks', defaultMessage: 'Thank you for your order.' },
  text: {
    id: 'request.complete.text',
    defaultMessage: 'The hotel has received it and will bring it to your room.',
  },
  top: { id: 'request.complete.top', defaultMessage: 'Back to TOP' },
});

/** Order complete (spec doc 2 "cartOrderCompleteView"): thanks and a TOP button; the cart is already cleared. */
export default function OrderCompleteScreen() {
  const intl = useIntl();
  return (
    <Page title={intl.formatMessage(messages.title)}>
      <section className="request-complete" aria-labelledby="request-complete-title">
        <h2 id="request-complete-title" className="request-complete__title">
          {intl.formatMessage(messages.thanks)}
        </h2>
        <p className="request-complete__text">{intl.formatMessage(messages.text)}</p>
        <AppLink className="button" to="/hotel-guide">
          {intl.formatMessage(messages.top)}
        </AppLink>
      </section>
    </Page>
  );
}
