import { useState, type FormEvent } from 'react';
import { LoaderCircle, Undo2 } from 'lucide-react';
import { formatRupees } from '../../../shared/money';
import type { Order } from '../../../shared/shopping/order.schema';
import { MAX_RETURN_PHOTOS, returnReasons, type Return, type ReturnOptions, type ReturnRequest } from '../../../shared/shopping/return.schema';
import { uploadReturnPhoto, useCancelReturn, useOrderReturns, useRequestReturn, useReturnOptions } from '../../api/returns/returns';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { toast } from '../../lib/toast';
import { PageCard } from '../../components/page/page';
import pageStyles from './order-detail-page.module.css';
import styles from './return-panel.module.css';

const day = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

const PAYOUT_NAMES = { provider: 'Back to your online payment', upi: 'To your UPI id', bank: 'To your bank account' } as const;

function ReturnCard({ ret, orderId }: { ret: Return; orderId: string }) {
  const cancel = useCancelReturn(orderId);
  return (
    <article className={styles.return} data-testid="return-card">
      <header className={styles.returnHeader}>
        <h3 className={styles.returnTitle}>Return #{ret.number}</h3>
        <span className={styles.status} data-status={ret.status.toLowerCase()}>
          {ret.status}
        </span>
      </header>
      <ul className={styles.returnLines}>
        {ret.lines.map((l) => (
          <li key={l.productId}>
            {l.quantity} × {l.name}
          </li>
        ))}
      </ul>
      <p className={styles.muted}>
        {ret.reason} · Refund {formatRupees(ret.refund)} · {PAYOUT_NAMES[ret.refundMethod]}
      </p>
      <ol className={styles.events} aria-label={`History of return #${ret.number}`}>
        {ret.events.map((e) => (
          <li key={`${e.to}-${e.at}`}>
            <time dateTime={e.at}>{when.format(new Date(e.at))}</time> <strong>{e.to}</strong>
            {e.note ? ` — ${e.note}` : ''}
          </li>
        ))}
      </ol>
      {ret.creditNote && (
        <a href={ret.creditNote.url} download>
          Download credit note {ret.creditNote.number} (PDF)
        </a>
      )}
      {ret.status === 'Requested' && (
        <button
          type="button"
          className={styles.linkButton}
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(ret._id, { onSuccess: () => toast.success('Your return request was withdrawn.'), onError: (e) => toast.error(e.message) })
          }
        >
          Withdraw request
        </button>
      )}
    </article>
  );
}

type PayoutMethod = 'upi' | 'bank';

function ReturnForm({ orderId, options, onDone }: { orderId: string; options: ReturnOptions; onDone: () => void }) {
  const request = useRequestReturn(orderId);
  const returnable = options.lines.filter((l) => l.returnable > 0);
  const [quantities, setQuantities] = useState<Record<string, number>>(() => Object.fromEntries(returnable.map((l) => [l.productId, l.returnable])));
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [method, setMethod] = useState<PayoutMethod>('upi');
  const [upiId, setUpiId] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [ifsc, setIfsc] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function addPhotos(files: FileList | null) {
    if (!files) return;
    setUploading(true);
    setError(null);
    try {
      for (const file of [...files].slice(0, MAX_RETURN_PHOTOS - photos.length)) {
        const { url } = await uploadReturnPhoto(file);
        setPhotos((now) => [...now, url]);
      }
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The photo could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity }));
    if (lines.length === 0) return setError('Choose at least one item to return');
    if (!reason) return setError('Please choose a reason');
    const body: ReturnRequest = {
      lines,
      reason: reason as ReturnRequest['reason'],
      details,
      photos,
      ...(options.needsPayout ? { payout: method === 'upi' ? { method, upiId } : { method, accountName, accountNumber, ifsc } } : {}),
    };
    request.mutate(body, {
      onSuccess: (ret) => {
        toast.success(`Return #${ret.number} requested. We will answer by email.`);
        onDone();
      },
      onError: (e) => setError(e.message),
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label="Request a return">
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Items to return</legend>
        {returnable.map((l) => (
          <label key={l.productId} className={styles.qtyRow}>
            <span>{l.name}</span>
            <select
              aria-label={`Quantity to return of ${l.name}`}
              value={quantities[l.productId] ?? 0}
              onChange={(e) => setQuantities((q) => ({ ...q, [l.productId]: Number(e.target.value) }))}
            >
              {Array.from({ length: l.returnable + 1 }, (_, n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        ))}
        {options.lines
          .filter((l) => l.nonReturnable)
          .map((l) => (
            <p key={l.productId} className={styles.muted}>
              {l.name} cannot be returned.
            </p>
          ))}
      </fieldset>
      <SelectField label="Reason" name="reason" value={reason} onChange={setReason} options={returnReasons} placeholder="Choose a reason" />
      <label className={styles.textareaLabel}>
        <span>Tell us more (optional)</span>
        <textarea value={details} onChange={(e) => setDetails(e.target.value)} maxLength={1000} rows={3} />
      </label>
      <label className={styles.textareaLabel}>
        <span>
          Photos (optional, up to {MAX_RETURN_PHOTOS}; JPEG, PNG or WebP, 5 MB each){uploading ? ' — uploading…' : ''}
        </span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          disabled={uploading || photos.length >= MAX_RETURN_PHOTOS}
          onChange={(e) => void addPhotos(e.target.files)}
        />
      </label>
      {photos.length > 0 && (
        <ul className={styles.photos}>
          {photos.map((url) => (
            <li key={url}>
              <img src={url} alt="What you uploaded" width={64} height={64} />
            </li>
          ))}
        </ul>
      )}
      {options.needsPayout && (
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Where should we refund this Cash on Delivery order?</legend>
          <div className={styles.radios}>
            {(['upi', 'bank'] as const).map((m) => (
              <label key={m}>
                <input type="radio" name="payout" value={m} checked={method === m} onChange={() => setMethod(m)} /> {m === 'upi' ? 'UPI id' : 'Bank account'}
              </label>
            ))}
          </div>
          {method === 'upi' ? (
            <TextField label="UPI id" name="upiId" value={upiId} onChange={setUpiId} autoComplete="off" placeholder="name@okbank" />
          ) : (
            <>
              <TextField label="Account holder name" name="accountName" value={accountName} onChange={setAccountName} autoComplete="name" />
              <TextField label="Account number" name="accountNumber" value={accountNumber} onChange={setAccountNumber} autoComplete="off" inputMode="numeric" />
              <TextField label="IFSC" name="ifsc" value={ifsc} onChange={setIfsc} autoComplete="off" />
            </>
          )}
        </fieldset>
      )}
      <FormAlert message={error} />
      <SubmitButton pending={request.isPending} pendingLabel="Requesting…" disabled={uploading}>
        Request return
      </SubmitButton>
    </form>
  );
}

/** A delivered order's returns: those asked for, with their progress, and the form to ask for another. */
export function ReturnPanel({ order }: { order: Order }) {
  const options = useReturnOptions(order._id, true);
  const returns = useOrderReturns(order._id, true);
  const [asking, setAsking] = useState(false);
  return (
    <PageCard aria-labelledby="order-returns-title">
      <h2 id="order-returns-title" className={pageStyles.sectionTitle}>
        <Undo2 size={18} aria-hidden="true" />
        Returns
      </h2>
      {(options.isPending || returns.isPending) && <LoaderCircle size={20} aria-label="Loading returns" className={styles.spinner} />}
      {returns.data?.map((ret) => (
        <ReturnCard key={ret._id} ret={ret} orderId={order._id} />
      ))}
      {options.data &&
        (options.data.open ? (
          <>
            {options.data.deadline && <p className={styles.muted}>Returns accepted until {day.format(new Date(options.data.deadline))}.</p>}
            {asking ? (
              <ReturnForm orderId={order._id} options={options.data} onDone={() => setAsking(false)} />
            ) : (
              <button type="button" className={styles.askButton} onClick={() => setAsking(true)}>
                Request a return
              </button>
            )}
          </>
        ) : (
          <p className={styles.muted}>{options.data.reason}</p>
        ))}
    </PageCard>
  );
}
