import { useState } from 'react';
import { toast } from 'react-toastify';
import type { ReturnStatus } from '../../../../shared/shopping/return-status';
import { formatRupees } from '../../../../shared/money';
import { Button } from '../../../components/button/button';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useMoveReturn, type AdminReturn } from '../api/returns';
import styles from './returns.module.css';

const labels: Partial<Record<ReturnStatus, string>> = {
  Approved: 'Approve',
  Rejected: 'Reject',
  Received: 'Mark goods received',
  Refunded: 'Refund',
};

/** Staff's buttons, the moves the server's one table allows from this status, each asked for in a dialog. */
export function ReturnActions({ ret }: { ret: AdminReturn }) {
  const move = useMoveReturn(ret._id);
  const [target, setTarget] = useState<ReturnStatus | null>(null);
  const [note, setNote] = useState('');
  const [reference, setReference] = useState('');
  const [restock, setRestock] = useState<Record<string, string>>({});

  if (ret.moves.length === 0) return <p className={styles.muted}>This return is {ret.status.toLowerCase()}: nothing more happens to it.</p>;

  const open = (to: ReturnStatus) => {
    setTarget(to);
    setNote('');
    setReference('');
    setRestock(Object.fromEntries(ret.lines.map((l) => [l.productId, String(l.quantity)])));
    move.reset();
  };
  const online = ret.refundMethod === 'provider';

  return (
    <>
      <div className={styles.actions}>
        {ret.moves.map((to) => (
          <Button key={to} variant={to === 'Rejected' ? 'dangerGhost' : 'primary'} onClick={() => open(to)}>
            {labels[to] ?? to}
          </Button>
        ))}
      </div>
      <ConfirmDialog
        open={target !== null}
        title={target ? `${labels[target] ?? target} return #${ret.number}?` : ''}
        confirmLabel={target ? (labels[target] ?? target) : ''}
        danger={target === 'Rejected'}
        pending={move.isPending}
        error={move.error?.message}
        onCancel={() => setTarget(null)}
        onConfirm={() => {
          if (!target) return;
          move.mutate(
            {
              status: target as 'Approved' | 'Rejected' | 'Received' | 'Refunded',
              note,
              ...(target === 'Received' ? { restock: ret.lines.map((l) => ({ productId: l.productId, quantity: Number(restock[l.productId] ?? 0) })) } : {}),
              ...(target === 'Refunded' && !online ? { reference } : {}),
            },
            {
              onSuccess: (moved) => {
                toast.success(`Return #${moved.number} is now ${moved.status}`);
                setTarget(null);
              },
            },
          );
        }}
      >
        {target === 'Received' &&
          ret.lines.map((l) => (
            <TextField
              key={l.productId}
              label={`Restock ${l.name} (of ${l.quantity})`}
              type="number"
              min={0}
              max={l.quantity}
              value={restock[l.productId] ?? '0'}
              onChange={(value) => setRestock((r) => ({ ...r, [l.productId]: value }))}
              hint="Units fit to sell again; damaged ones stay out of stock."
            />
          ))}
        {target === 'Refunded' &&
          (online ? (
            <p>{formatRupees(ret.refund)} goes back through Razorpay to what the shopper paid with. It is asked for once, however often this is pressed.</p>
          ) : (
            <>
              <p>
                Pay {formatRupees(ret.refund)} to the shopper&apos;s {ret.refundMethod === 'upi' ? 'UPI id' : 'bank account'} first, then record it here.
              </p>
              <TextField label="Payment reference (UTR)" value={reference} onChange={setReference} />
            </>
          ))}
        <TextareaField label="Note to the shopper" optional={target !== 'Rejected'} value={note} onChange={setNote} rows={3} />
        <p className={styles.muted}>The shopper is emailed about the change.</p>
      </ConfirmDialog>
    </>
  );
}
