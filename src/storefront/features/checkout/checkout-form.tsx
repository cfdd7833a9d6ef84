import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';
import { addressSchema, businessBuyerSchema } from '../../../shared/shopping/order.schema';
import { useProfile } from '../../api/auth/get-profile';
import { usePlaceOrder } from '../../api/orders/place-order';
import { usePlaceGuestOrder } from '../../api/orders/guest-orders';
import { guestEmailSchema } from '../../../shared/shopping/guest-order.schema';
import { clearGuestCart } from '../../lib/guest-cart';
import { TextField } from '../../components/form/text-field';
import { usePaymentOptions } from '../../api/payments/get-payment-options';
import { useDeliveryQuote } from '../../api/delivery/get-delivery-quote';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { PaymentMethod } from '../../../shared/payments/payment.schema';
import { PaymentMethodFields } from './payment-method-fields';
import { FormAlert } from '../../components/form/form-alert';
import { PageCard, PageColumns } from '../../components/page/page';
import { SubmitButton } from '../../components/form/submit-button';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { ApiError } from '../../lib/api-client';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { AddressFields, EMPTY_ADDRESS, type AddressField, type AddressValues } from './address-fields';
import { BusinessFields, type BusinessField, type BusinessValues } from './business-fields';
import { CheckoutSummary } from './checkout-summary';
import { DeliveryNote } from './delivery-note';
import { SavedAddressPicker } from './saved-address-picker';
import { useAddresses } from '../../api/addresses/get-addresses';
import type { SavedAddress } from '../../../shared/shopping/saved-address.schema';
import { newIdempotencyKey } from './idempotency-key';
import { useCouponCode } from '../../lib/coupon-code';
import { useCartDiscount } from '../../api/cart/get-cart-discount';
import styles from './checkout-page.module.css';

/** A 4xx means the server refused and made nothing: the next try is a new attempt with a new key. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * `buyNow`: the order is just that product (Buy Now, ADR 62), and the cart is left as it is.
 * `guest`: a visitor's order (ADR 62): an email for its mails and signed link, the lines sent as they are.
 */
export function CheckoutForm({ lines, buyNow, guest = false }: { lines: CartLine[]; buyNow?: OrderSelectionLine; guest?: boolean }) {
  const navigate = useNavigate();
  const accountOrder = usePlaceOrder();
  const guestOrder = usePlaceGuestOrder();
  const placeOrder = guest ? guestOrder : accountOrder;
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const selection = guest ? lines.map((l) => ({ productId: l.product._id, quantity: l.quantity })) : buyNow ? [buyNow] : undefined;
  const { refetchCart } = useCartWishlist();
  const formRef = useRef<HTMLFormElement>(null);
  // Kept across retries after a network failure or 5xx, when the order may exist without us knowing.
  const attemptKey = useRef<string | null>(null);
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<FieldErrors<AddressField>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [business, setBusiness] = useState<BusinessValues>({ gstin: '', legalName: '' });
  const [businessErrors, setBusinessErrors] = useState<FieldErrors<BusinessField>>({});
  const profile = useProfile(!guest).data;
  const saved = profile?.business;
  const addressBook = useAddresses(!guest).data;
  const [chosenAddress, setChosenAddress] = useState<string | null>(null);
  const arrived = useRef(false);
  function chooseAddress(address: SavedAddress | null) {
    setChosenAddress(address?._id ?? null);
    setValues(address ? { ...EMPTY_ADDRESS, ...address.address, line2: address.address.line2 ?? '' } : { ...EMPTY_ADDRESS, fullName: profile?.username ?? '' });
    setErrors({});
  }
  // On arrival: the address used last (the list's first), else the default, else the shopper's name in an empty form.
  useEffect(() => {
    if (arrived.current || !addressBook || !profile) return;
    arrived.current = true;
    const first = addressBook.find((a) => a.lastUsedAt) ?? addressBook.find((a) => a.isDefault) ?? null;
    if (first) chooseAddress(first);
    else setValues((current) => (current.fullName ? current : { ...current, fullName: profile.username }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when both answers are in
  }, [addressBook, profile]);
  const [chosenMethod, setPaymentMethod] = useState<PaymentMethod | null>(null);
  const paymentOptions = usePaymentOptions(values.state, values.pincode, lines.map((l) => `${l.product._id}x${l.quantity}`).join(','), selection);
  const options = paymentOptions.data;
  // The cart's coupon: only the code is sent with the order; the server applies (or refuses) it again.
  const [couponCode, setCouponCode] = useCouponCode();
  const discount = useCartDiscount(couponCode, lines.map((l) => `${l.product._id}x${l.quantity}`).join(','), lines.length > 0 && !guest && !buyNow).data;
  const appliedCode = discount?.code?.applied ? discount.code.code : undefined;
  // Cash on Delivery stays the default, as before online payment; a COD that became unavailable (over the limit) gives way to online.
  const codAvailable = options?.cod.available ?? true;
  const paymentMethod: PaymentMethod =
    chosenMethod === 'online' && options?.online.available ? 'online' : codAvailable || !options?.online.available ? 'cod' : 'online';
  const canPay = paymentMethod === 'online' ? (options?.online.available ?? false) : (options?.cod.available ?? true);
  // Delivery to the pincode typed (ADR 49): city and state filled from it, the date shown, an unserviceable one refused.
  const typedPincode = values.pincode.trim();
  const subtotal = paiseToRupees(lines.filter((l) => l.available).reduce((sum, l) => sum + rupeesToPaise(l.product.price) * l.quantity, 0));
  const delivery = useDeliveryQuote(/^[1-9]\d{5}$/.test(typedPincode) ? typedPincode : null, subtotal);
  const quote = delivery.data && delivery.data.pincode === typedPincode ? delivery.data : undefined;
  const deliveryError = /^[1-9]\d{5}$/.test(typedPincode) && delivery.error ? delivery.error.message : null;
  const autoFilled = useRef<{ city: string; state: string } | null>(null);
  useEffect(() => {
    if (!quote) return;
    const before = autoFilled.current;
    autoFilled.current = { city: quote.city, state: quote.state };
    // Only empty fields, or what we filled before: a city the shopper typed (Bengaluru for Bangalore) stays.
    setValues((current) => ({
      ...current,
      city: !current.city.trim() || current.city === before?.city ? quote.city : current.city,
      state: !current.state || current.state === before?.state ? quote.state : current.state,
    }));
  }, [quote]);

  // The GSTIN of the last business checkout is offered again, unless the shopper already typed one.
  useEffect(() => {
    if (saved?.gstin) setBusiness((current) => (current.gstin || current.legalName ? current : { gstin: saved.gstin ?? '', legalName: saved.legalName ?? '' }));
  }, [saved?.gstin, saved?.legalName]);

  function changeBusiness(field: BusinessField, value: string) {
    setBusiness((current) => ({ ...current, [field]: value }));
    if (businessErrors[field]) setBusinessErrors((current) => ({ ...current, [field]: undefined }));
  }

  function change(field: AddressField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // Edited by hand, it is a new address (saved as such when the order is placed).
    setChosenAddress(null);
    // The message goes once the shopper edits the field; it comes back on the next submit if still wrong.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (placeOrder.isPending) return;
    setServerError(null);
    const result = validateForm(addressSchema, { ...values, line2: values.line2.trim() || undefined });
    const buyer = validateForm(businessBuyerSchema, business);
    const buyerErrors: FieldErrors<BusinessField> = buyer.ok ? {} : { ...buyer.errors };
    if (buyer.ok && buyer.data.gstin && !buyer.data.legalName) buyerErrors.legalName = 'Legal name is required with a GSTIN';
    if (buyer.ok && buyer.data.legalName && !buyer.data.gstin) buyerErrors.gstin = 'GSTIN for business purchase is required with a legal name';
    setBusinessErrors(buyerErrors);
    const guestEmail = guest ? guestEmailSchema.safeParse(email) : null;
    setEmailError(guestEmail && !guestEmail.success ? guestEmail.error.issues[0]?.message : undefined);
    if (!result.ok || !buyer.ok || Object.keys(buyerErrors).length > 0 || (guestEmail && !guestEmail.success)) {
      setErrors(result.ok ? {} : result.errors);
      // Take keyboard and screen-reader users straight to the first field to fix.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    attemptKey.current ??= newIdempotencyKey();
    if (guestEmail?.success) {
      const onlyThis = Boolean(buyNow);
      guestOrder.mutate(
        { email: guestEmail.data, items: selection ?? [], address: result.data, business: buyer.data, paymentMethod, idempotencyKey: attemptKey.current },
        {
          onSuccess: (order) => {
            attemptKey.current = null;
            const link = `/guest-orders/${order._id}?token=${encodeURIComponent(order.orderToken)}`;
            if (order.status === 'Pending payment') {
              void navigate(link, { replace: true, state: { pay: true } });
              return;
            }
            toast.success('Order placed successfully!');
            // The browser's cart was this order (not a Buy Now of one product): it is done.
            if (!onlyThis) clearGuestCart();
            void navigate(link, { replace: true, state: { placed: true } });
          },
          onError: (error) => {
            if (isRefusal(error)) attemptKey.current = null;
            setServerError(error.message);
          },
        },
      );
      return;
    }
    accountOrder.mutate(
      { address: result.data, business: buyer.data, paymentMethod, idempotencyKey: attemptKey.current, buyNow, couponCode: buyNow ? undefined : appliedCode },
      {
        onSuccess: (order) => {
          attemptKey.current = null;
          // The code was spent on this order: the next cart starts without it.
          setCouponCode(null);
          if (order.status === 'Pending payment') {
            // The order page opens Checkout at once; the cart stays until the payment goes through.
            void navigate(`/orders/${order._id}`, { replace: true, state: { pay: true } });
            return;
          }
          toast.success('Order placed successfully!');
          // The cart is refreshed (now empty, badge gone) only after leaving, so this page never flashes 'empty'.
          void Promise.resolve(navigate(`/orders/${order._id}`, { replace: true, state: { placed: true } })).then(refetchCart);
        },
        onError: (error) => {
          if (isRefusal(error)) {
            attemptKey.current = null;
            // Stock or the cart changed on the server: show the shopper what is there now.
            void refetchCart();
          }
          setServerError(error.message);
        },
      },
    );
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label="Checkout">
      <PageColumns side="wide">
        <div className={styles.formColumn}>
          {guest && (
            <PageCard layout="flow">
              <TextField
                label="Email"
                name="email"
                type="email"
                value={email}
                onChange={(v) => {
                  setEmail(v);
                  setEmailError(undefined);
                }}
                autoComplete="email"
                maxLength={254}
                hint="We send your order confirmation and a link to your order here"
                error={emailError}
              />
            </PageCard>
          )}
          {addressBook && addressBook.length > 0 && (
            <PageCard layout="flow">
              <SavedAddressPicker addresses={addressBook} chosen={chosenAddress} onChoose={chooseAddress} />
            </PageCard>
          )}
          <PageCard layout="flow">
            <AddressFields values={values} errors={errors} onChange={change} />
            <DeliveryNote quote={quote} error={deliveryError} chosenState={values.state} />
          </PageCard>
          <PageCard layout="flow">
            <BusinessFields values={business} errors={businessErrors} deliveryState={values.state} onChange={changeBusiness} />
          </PageCard>
          <PageCard layout="flow">
            <PaymentMethodFields options={options} value={paymentMethod} onChange={setPaymentMethod} />
          </PageCard>
        </div>
        <CheckoutSummary
          lines={lines}
          deliveryState={values.state}
          codFee={paymentMethod === 'cod' ? (options?.cod.fee ?? 0) : 0}
          discountOf={(productId) => discount?.lines.find((l) => l.productId === productId)?.discount ?? 0}
          discountLabel={discount?.label}
          shippingFee={quote?.deliverable ? quote.shippingFee : 0}
        >
          <FormAlert message={serverError} />
          <SubmitButton pending={placeOrder.isPending} pendingLabel="Placing order…" disabled={placeOrder.isSuccess || !canPay || quote?.deliverable === false}>
            {paymentMethod === 'online' ? 'Place Order and Pay' : 'Place Order'}
          </SubmitButton>
          <p className={styles.terms}>Prices, GST and stock are confirmed when you place the order.</p>
        </CheckoutSummary>
      </PageColumns>
    </form>
  );
}
