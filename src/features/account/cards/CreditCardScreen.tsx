import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeleteCreditCardMutation, useGetCreditCardQuery } from '@/api/providerApi';
import { AppLink } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { cardMessages as messages } from './cardMessages';
import './Cards.css';

/** The member's saved card (spec doc 1 "creditCard"): brand and masked number with Delete, or the no-card panel. */
export default function CreditCardScreen() {
  const intl = useIntl();
  const card = useGetCreditCardQuery({});
  const [deleteCard] = useDeleteCreditCardMutation();
  const [deleting, setDeleting] = useState(false);

  const remove = async (cardId: string) => {
    setDeleting(true);
    try {
      await deleteCard({ cardId }).unwrap();
    } catch {
      // The global handler says why; the card stays shown.
    } finally {
      setDeleting(false);
    }
  };

  let content;
  if (card.isError) content = <LoadFailed onRetry={() => void card.refetch()} busy={card.isFetching} />;
  else if (!card.data) content = <Spinner />;
  else if (card.data.accountInfo) {
    const saved = card.data.accountInfo;
    content = (
      <section className="card-panel" aria-labelledby="saved-card">
        <h2 id="saved-card" className="card-panel__title">
          {intl.formatMessage(messages.savedCard)}
        </h2>
        <p className="card-panel__card">
          <span className="card-panel__brand">{saved.cardBrand}</span>
          <span className="card-panel__number">{saved.cardNumber}</span>
        </p>
        <button
          type="button"
          className="button button--secondary"
          disabled={deleting}
          aria-busy={deleting || undefined}
          onClick={() => void remove(saved.cardId)}
        >
          {intl.formatMessage(messages.delete)}
        </button>
      </section>
    );
  } else {
    content = (
      <section className="card-panel card-panel--empty" aria-labelledby="no-card">
        <h2 id="no-card" className="card-panel__title">
          {intl.formatMessage(messages.noCard)}
        </h2>
        <p className="card-panel__hint">{intl.formatMessage(messages.noCardHint)}</p>
        <AppLink className="button" to="/mypage/credit-card/register">
          {intl.formatMessage(messages.addCard)}
        </AppLink>
      </section>
    );
  }
  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/mypage' }}>
      {content}
    </Page>
  );
}
