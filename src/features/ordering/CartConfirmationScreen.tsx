import { Form, Formik } from 'formik';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formInput } from '@/lib/formInput';
import { useHotel } from '@/domain/hotel/hotelContext';
import { formatYen } from '@/lib/money';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { cartEntries, cartTotals } from './cartRules';
import { countChanged, selectCart, selectOrderProgress } from './cartSlice';
import { CartLine } from './CartLine';
import { lineNotices, removedNotices } from './changeNotices';
import { ORDERING_PATHS } from './orderingPaths';
import { cartSchema } from './orderingSchema';
import { checkCart, findRooms, type SeenChange } from './orderingThunks';
import { useOrderingNavigation } from './useOrderingNavigation';
import './Ordering.css';

const messages = defineMessages({
  title: { id: 'request.cart.title', defaultMessage: 'Your cart' },
  items: { id: 'request.cart.items', defaultMessage: 'Items' },
  total: { id: 'request.cart.total', defaultMessage: 'Total (tax included)' },
  changed: {
    id: 'request.cart.changed',
    defaultMessage: 'Some products changed since you added them. Please check your cart before you order.',
  },
  outOfSaleTimeHint: {
    id: 'request.cart.outOfSaleTimeHint',
    defaultMessage: 'Please remove the products that are out of their sale time to go on.',
  },
  phoneHeading: { id: 'request.cart.phoneHeading', defaultMessage: 'Your room' },
  phoneLead: {
    id: 'request.cart.phoneLead',
    defaultMessage: 'Enter the phone number you checked in with: it finds your room.',
  },
  phone: { id: 'request.cart.phone', defaultMessage: 'Phone number' },
  next: { id: 'request.cart.next', defaultMessage: 'Next' },
});

const FORM_ID = 'request.cart';
interface Values {
  telephone: string;
}

/**
 * The cart (spec doc 2 "cartProductsConfirmationView", §4 rules 1, 2, 4): an empty cart goes back
 * to the list. The products are read again on entry: a changed price or a smaller stock is shown
 * on its line, a product past its sale time is flagged and locked. Quantities go from 0 (removes)
 * to the stock. The phone number finds the rooms the order can go to.
 */
export default function CartConfirmationScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect } = useOrderingNavigation();
  const { hotelId, language } = useHotel();
  const cart = useAppSelector(selectCart);
  const progress = useAppSelector(selectOrderProgress);
  const kept = useKeptInput<Values>(FORM_ID);
  const rules = useValidationRules();
  const schema = useMemo(() => cartSchema(rules), [rules]);
  const [changes, setChanges] = useState<SeenChange[]>([]);
  const [checkFailed, setCheckFailed] = useState(false);
  const entries = cartEntries(cart);
  const empty = entries.length === 0;

  const check = useCallback(() => {
    dispatch(checkCart({ hotelId }))
      .unwrap()
      .then(
        (seen) => {
          setCheckFailed(false);
          setChanges(seen);
        },
        () => setCheckFailed(true),
      );
  }, [dispatch, hotelId]);
  // The server's products now, once on entry (rule 4: sale hours are checked again).
  useEffect(check, [check]);
  useEffect(() => {
    if (empty) redirect('list');
  }, [empty, redirect]);
  if (empty) return null;

  const totals = cartTotals(cart);
  const locked = entries.some((e) => !e.product.isNowOnSale);
  const notices = lineNotices(intl, changes, (id) => cart[id]?.product.stock ?? null);
  const removed = removedNotices(intl, changes, language, (id) => Boolean(cart[id]));

  const submit = async (values: Values) => {
    try {
      await dispatch(findRooms({ hotelId, telephone: values.telephone })).unwrap();
      dispatch(formInput.actions.forget(FORM_ID));
      go('order');
    } catch {
      // "There is no room information. Check it again please." (the global handler); the number stays.
    }
  };

  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: ORDERING_PATHS.list }}>
      <section className="request-section request-section--padded" aria-labelledby="cart-items">
        <h2 id="cart-items" className="request-section__heading">
          {intl.formatMessage(messages.items)}
        </h2>
        {checkFailed && <LoadFailed onRetry={check} />}
        {(changes.length > 0 || removed.length > 0) && (
          <div className="cart-changes" role="alert">
            <p>{intl.formatMessage(messages.changed)}</p>
            {removed.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        )}
        <ul className="cart-lines">
          {entries.map((entry) => (
            <CartLine
              key={entry.product.id}
              entry={entry}
              language={language}
              notice={notices.get(entry.product.id)}
              onCount={(count) => dispatch(countChanged({ productId: entry.product.id, count }))}
            />
          ))}
        </ul>
        <p className="cart-total">
          <span>{intl.formatMessage(messages.total)}</span>
          <span>{formatYen(totals.sum, intl.locale)}</span>
        </p>
        {locked && <p className="cart-line__notice">{intl.formatMessage(messages.outOfSaleTimeHint)}</p>}
      </section>
      <Formik<Values>
        initialValues={kept ?? { telephone: progress?.telephone ?? '' }}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <KeepFormInput id={FORM_ID} />
            <h2 className="request-section__heading">{intl.formatMessage(messages.phoneHeading)}</h2>
            <p className="form__lead">{intl.formatMessage(messages.phoneLead)}</p>
            <TextField
              name="telephone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="09012345678"
              label={intl.formatMessage(messages.phone)}
              required
            />
            <SubmitButton disabled={!isValid || locked || checkFailed} busy={isSubmitting}>
              {intl.formatMessage(messages.next)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Page>
  );
}
