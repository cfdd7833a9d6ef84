import { useState, type FormEvent } from 'react';
import { codSettingsSchema, type PaymentSettings } from '../../../shared/payments/payment.schema';
import { Button } from '../../components/button/button';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { usePaymentSettings, useSavePaymentSettings } from './api/payment-settings';

function CodForm({ initial }: { initial: PaymentSettings }) {
  const save = useSavePaymentSettings();
  const [enabled, setEnabled] = useState(initial.enabled);
  const [maxTotal, setMaxTotal] = useState(String(initial.maxTotal));
  const [fee, setFee] = useState(String(initial.fee));
  const [errors, setErrors] = useState<FieldErrors>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(codSettingsSchema, { enabled, maxTotal: Number(maxTotal), fee: Number(fee || '0') });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate(result.data);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Cash on Delivery rules">
      <CheckboxField label="Offer Cash on Delivery" checked={enabled} onChange={setEnabled} name="codEnabled" />
      <TextField
        label="Largest order payable in cash (₹)"
        value={maxTotal}
        onChange={setMaxTotal}
        error={errors.maxTotal}
        inputMode="decimal"
        hint="Fee and GST included. Always below ₹2,00,000: cash receipts of ₹2 lakh or more are not allowed (Income-tax Act s. 269ST)."
      />
      <TextField
        label="Cash on Delivery fee (₹, before GST)"
        value={fee}
        onChange={setFee}
        error={errors.fee}
        inputMode="decimal"
        hint="0 for none. Shown as its own line; GST is added at the highest rate of the order's goods."
      />
      <FormAlert message={save.error?.message} />
      <Button type="submit" variant="primary" pending={save.isPending}>
        Save COD rules
      </Button>
      {save.isSuccess && <p role="status">Saved. Checkout applies these rules from now on.</p>}
    </form>
  );
}

/** /payments: Cash on Delivery rules, and whether online payment (Razorpay) is switched on for this shop. */
export default function PaymentsPage() {
  useDocumentTitle('Payments');
  const settings = usePaymentSettings();
  return (
    <>
      <PageHeader title="Payments" description="Cash on Delivery rules, and online payment through Razorpay." />
      <Panel title="Online payment">
        {settings.data ? (
          <p>
            {settings.data.onlineEnabled
              ? `Razorpay is on: shoppers can pay by UPI, card or netbanking. Unpaid orders are cancelled after ${settings.data.expiryMinutes} minutes.`
              : 'Razorpay is off: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET on the server to take payments online (see the README).'}
          </p>
        ) : null}
      </Panel>
      <Panel title="Cash on Delivery">{settings.data ? <CodForm initial={settings.data} /> : <FormAlert message={settings.error?.message} />}</Panel>
    </>
  );
}
