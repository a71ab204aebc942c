import { defineMessages, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { useGetCreditCardQuery } from '@/api/providerApi';
import { loginAsked, selectSignedIn } from '@/domain/auth/authSlices';
import { LOGIN_PATH } from '@/domain/auth/authPaths';
import { CARD_RETURN_PARAM } from '@/domain/payment/cardReturn';
import { withAppQuery } from '@/lib/navigation';
import { AppLink, useAppQuery } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { Spinner } from '@/ui/Spinner';
import './Payment.css';

const messages = defineMessages({
  loginRequired: { id: 'payment.card.loginRequired', defaultMessage: 'Login is required for credit card payment' },
  logIn: { id: 'payment.card.logIn', defaultMessage: 'Log in' },
  noCard: { id: 'payment.card.noCard', defaultMessage: 'No credit card is saved yet.' },
  addCard: { id: 'payment.card.addCard', defaultMessage: 'Add a card' },
  changeCard: { id: 'payment.card.changeCard', defaultMessage: 'Use another card' },
});

/** The member's saved card for a card payment: null while unknown, signed out or none saved. */
export function useSavedCard() {
  const signedIn = useSelector(selectSignedIn);
  const card = useGetCreditCardQuery({}, { skip: !signedIn });
  return { signedIn, query: card, card: card.data?.accountInfo ?? null };
}

/**
 * The card block of a payment screen: signed out, the spec's "Login is required for credit card
 * payment" with a way to log in and come back; no saved card, a link to add one that returns here;
 * else the saved card (brand and masked number).
 */
export function SavedCardPanel({ returnTo }: { returnTo: string }) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const query = useAppQuery();
  const { signedIn, query: card } = useSavedCard();
  const register = `/mypage/credit-card/register?${new URLSearchParams({ [CARD_RETURN_PARAM]: returnTo })}`;

  if (!signedIn) {
    const logIn = () => {
      dispatch(loginAsked({ redirectedFrom: returnTo, redirectTo: returnTo }));
      navigate(withAppQuery(LOGIN_PATH, query));
    };
    return (
      <div className="saved-card" role="status">
        <p className="saved-card__note">{intl.formatMessage(messages.loginRequired)}</p>
        <button type="button" className="button button--secondary" onClick={logIn}>
          {intl.formatMessage(messages.logIn)}
        </button>
      </div>
    );
  }
  if (card.isError) return <LoadFailed onRetry={() => void card.refetch()} busy={card.isFetching} />;
  if (!card.data) return <Spinner />;
  const saved = card.data.accountInfo;
  if (!saved) {
    return (
      <div className="saved-card">
        <p className="saved-card__note">{intl.formatMessage(messages.noCard)}</p>
        <AppLink className="button button--secondary" to={register}>
          {intl.formatMessage(messages.addCard)}
        </AppLink>
      </div>
    );
  }
  return (
    <div className="saved-card">
      <p className="saved-card__card">
        <span className="saved-card__brand">{saved.cardBrand}</span>
        <span className="saved-card__number">{saved.cardNumber}</span>
      </p>
      <AppLink className="form__link" to={register}>
        {intl.formatMessage(messages.changeCard)}
      </AppLink>
    </div>
  );
}
