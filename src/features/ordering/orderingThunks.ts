import { createAppAsyncThunk } from '@/app/appThunk';
import { isRefusal } from '@/api/errors';
import { providerApi, type CartRoom, type Language, type LocalizedText } from '@/api/providerApi';
import type { AppDispatch, RootState } from '@/app/store';
import { hotelToday } from '@/lib/dates';
import { runPaymentSteps, refusalOf, type CardRefusal } from '@/domain/payment/cardPayment';
import { cartChanges, cartEntries, type CartChange } from './cartRules';
import {
  cartRefreshed,
  orderAttemptForgotten,
  orderBegun,
  orderCompleted,
  orderStepRecorded,
  roomsFound,
  selectCart,
  selectOrderProgress,
  type OrderSteps,
} from './cartSlice';
import { productName } from './productText';

/** Reads that keep no cache subscription open (the screens subscribe to what they show). */
const ONCE = { subscribe: false, forceRefetch: true } as const;
/** Answers are used here and not kept in the API cache. */
const UNTRACKED = { track: false } as const;

/** The receipt's "但し" line for an order paid by card. */
export const ORDER_RECEIPT_PROVISION = 'ルームサービス代として';

/** A change of a cart line as the guest saw it: with the product's name and the price they saw. */
export type SeenChange = CartChange & { name: LocalizedText; oldPrice: number };

/** The hotel's products now (sale hours and stock are read again on every call). */
export const fetchProducts = (dispatch: AppDispatch, hotelId: string) =>
  dispatch(providerApi.endpoints.getProductsList.initiate({ hotelId }, ONCE)).unwrap();

/**
 * Brings the cart up to the server's products and answers what changed for the guest to see (an
 * empty list: nothing changed). Lines out of sale time stay, flagged, until the guest removes them.
 */
export const checkCart = createAppAsyncThunk<SeenChange[], { hotelId: string }>(
  'request/checkCart',
  async ({ hotelId }, { dispatch, getState }) => {
    const { products } = await fetchProducts(dispatch, hotelId);
    const cart = selectCart(getState());
    const changes = cartChanges(cart, products).map((change) => ({
      ...change,
      name: cart[change.productId]!.product.name,
      oldPrice: cart[change.productId]!.product.price,
    }));
    if (changes.length > 0) dispatch(cartRefreshed(products));
    return changes;
  },
);

/**
 * Doc 2 §4 rule 2: the phone finds the rooms an order can go to; they are kept (cartRooms) with the
 * phone, the server's proof for the order. None: the global handler shows "There is no room
 * information. Check it again please." and the guest stays on the cart.
 */
export const findRooms = createAppAsyncThunk<CartRoom[], { hotelId: string; telephone: string }>(
  'request/findRooms',
  async ({ hotelId, telephone }, { dispatch }) => {
    const tel = telephone.trim();
    const { checkinAssignRooms } = await dispatch(
      providerApi.endpoints.getGuestRoomByTelephone.initiate({ hotelId, telephone: tel }, ONCE),
    ).unwrap();
    // An order already under way keeps the phone it was sent with (cartSlice.ts).
    dispatch(roomsFound({ telephone: tel, rooms: checkinAssignRooms }));
    return checkinAssignRooms;
  },
);

export interface PlaceOrderArgs {
  hotelId: string;
  lang: Language;
  checkinId: string;
  roomNumber: string;
  paymentMethod: 0 | 1 | 2;
  /** The saved card, for paymentMethod 1. */
  cardId?: string;
  /** The member's name for the receipt, when signed in. */
  guestName?: string;
  signedIn: boolean;
}

/**
 * The outcome of placeOrder: done (the cart is cleared), the cart changed on the server (shown on
 * the cart screen; nothing was ordered or charged), or the card was refused (nothing was charged).
 */
export type PlaceOrderResult = { done: true } | { changes: SeenChange[] } | CardRefusal;

function currentOrder(state: RootState): OrderSteps {
  const order = selectOrderProgress(state)?.order;
  if (!order) throw new Error('No order in progress');
  return order;
}

/** A refusal for products out of sale time or stock: the cart is brought up to date and shown again. */
const isCartRefusal = (error: unknown) =>
  ['out_of_sale_time', 'out_of_stock', 'amount_mismatch', 'product_not_found'].includes(
    String((error as { data?: { code?: unknown } }).data?.code),
  );

/**
 * Doc 2 §4 rule 3: pay by card if chosen, create the order, record its sales, back up the receipt
 * (card), mail the guest (when signed in) and the hotel, then complete, which clears the cart.
 * Before anything is sent the products are read again (rule 4: sale hours are re-checked on
 * submit; a changed price or stock goes back to the guest, never charged silently). Each finished
 * step is recorded in orderProgress: after a reload or a lost answer the same call resumes at the
 * first unfinished step, the payment and the order under their first Idempotency-Keys (charged and
 * ordered once, however often they are sent). A mail that fails does not undo the order.
 */
export const placeOrder = createAppAsyncThunk<PlaceOrderResult, PlaceOrderArgs>(
  'request/placeOrder',
  async (args, { dispatch, getState }) => {
    const telephone = selectOrderProgress(getState())?.telephone;
    if (!telephone) throw new Error('No telephone for the order');

    if (!selectOrderProgress(getState())?.order) {
      const changes = await dispatch(checkCart({ hotelId: args.hotelId })).unwrap();
      if (changes.length > 0) return { changes };
      const entries = cartEntries(selectCart(getState()));
      const lines = entries.map(({ product, count }) => ({
        id: product.id,
        // The mails name the product as the hotel does (their language is the mail's).
        name: productName(product, 'ja'),
        count,
        price: product.price,
        salesSubjectId: product.salesSubject.salesSubjectMasterId,
      }));
      const { checkinId, roomNumber, paymentMethod, cardId } = args;
      dispatch(orderBegun({ checkinId, roomNumber, paymentMethod, cardId, lines }));
    }
    const order = currentOrder(getState());
    const products = order.lines.map((l) => ({ id: l.id, numberOfItems: l.count }));
    const place = {
      read: () => currentOrder(getState()),
      write: (next: OrderSteps) => void dispatch(orderStepRecorded(next)),
      forget: () => void dispatch(orderAttemptForgotten()),
    };

    let refusal;
    try {
      refusal = await runPaymentSteps(place, {
        charge: order.card && {
          done: (o) => Boolean(o.card?.paymentId),
          key: (o) => o.card?.key,
          begin: (o, key) => ({ ...o, card: { ...o.card!, key } }),
          send: async (o, key) => {
            const body = {
              checkinId: o.checkinId,
              paymentAmount: String(o.total),
              productIds: products.map((p) => p.id),
              products,
              cardId: o.card!.cardId,
              telephone,
            };
            const answer = await dispatch(
              providerApi.endpoints.creditCardPayForMobileRequest.initiate({ 'Idempotency-Key': key, body }, UNTRACKED),
            ).unwrap();
            const paymentId = answer.mobileRequestOrderId;
            return (
              refusalOf(answer, paymentId) ??
              ((latest) => ({ ...latest, card: { ...latest.card!, paymentId: paymentId! } }))
            );
          },
        },
        order: {
          done: (o) => Boolean(o.requestOrderId),
          key: (o) => o.orderKey,
          begin: (o, orderKey) => ({ ...o, orderKey }),
          send: async (o, key) => {
            const body = {
              checkinId: o.checkinId,
              mobileRequestOrderId: o.card?.paymentId ?? null,
              roomNumber: o.roomNumber,
              paymentMethod: o.paymentMethod,
              products,
              telephone,
            };
            const { requestOrderId } = await dispatch(
              providerApi.endpoints.makeRequestOrder.initiate({ 'Idempotency-Key': key, body }, UNTRACKED),
            ).unwrap();
            return (latest) => ({ ...latest, requestOrderId });
          },
        },
        sales: async (o) => {
          // The day of the sale on the hotel's clock.
          const guide = await dispatch(
            providerApi.endpoints.getHotelGuide.initiate({ hotelId: args.hotelId }, { subscribe: false }),
          ).unwrap();
          const salesDate = hotelToday(guide.facilityBasicInfo.timeZone);
          const list = o.lines.map((l) => ({
            checkinId: o.checkinId,
            quantity: l.count,
            salesDate,
            salesPaymentPrice: l.count * l.price,
            salesSubjectId: l.salesSubjectId,
            salesSubjectPrice: l.price,
            orderId: o.card?.paymentId ?? o.requestOrderId!,
            isDiscount: false,
            paymentMethod: o.paymentMethod,
          }));
          const { saleIds } = await dispatch(
            providerApi.endpoints.makeSales.initiate({ body: { telephone, list } }, UNTRACKED),
          ).unwrap();
          return saleIds;
        },
        receipt:
          order.card &&
          ((o) =>
            dispatch(
              providerApi.endpoints.backupReceiptPdf.initiate(
                {
                  body: {
                    list: [
                      {
                        checkinId: o.checkinId,
                        reserIds: [],
                        saleIds: o.saleIds ?? [],
                        orderId: o.card!.paymentId!,
                        guestName: args.guestName ?? '',
                        paymentPage: 'request',
                        provision: ORDER_RECEIPT_PROVISION,
                      },
                    ],
                  },
                },
                UNTRACKED,
              ),
            ).unwrap()),
        mail: (o) => {
          const mail = {
            hotelId: args.hotelId,
            requestOrderId: o.requestOrderId!,
            checkinId: o.checkinId,
            roomNumber: o.roomNumber,
            paymentMethod: o.paymentMethod,
            products: o.lines.map((l) => ({ id: l.id, name: l.name, numberOfItems: l.count, price: l.price })),
            totalAmount: o.total,
            lang: args.lang,
          };
          const { sendmailMobileRequestInfoForUser: forUser, sendmailMobileRequestInfoForAdmin: forAdmin } =
            providerApi.endpoints;
          // The order stands whatever happens to its mails (the global handler says if one failed).
          return Promise.allSettled(
            [...(args.signedIn ? [forUser] : []), forAdmin].map((endpoint) =>
              dispatch(endpoint.initiate({ mobileRequestMail: mail }, UNTRACKED)).unwrap(),
            ),
          );
        },
      });
    } catch (error) {
      // Refused before anything was taken (the order is forgotten): the server's message is shown by
      // the global handler, the cart screen shows the lines brought up to date.
      if (isRefusal(error) && !selectOrderProgress(getState())?.order && isCartRefusal(error))
        return { changes: await dispatch(checkCart({ hotelId: args.hotelId })).unwrap() };
      throw error;
    }
    if (refusal) return refusal;

    // Complete: the cart is cleared (rule 3).
    dispatch(orderCompleted());
    return { done: true };
  },
);
