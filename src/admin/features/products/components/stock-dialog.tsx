import { useState } from 'react';
import { toast } from 'react-toastify';
import { stockAdjustmentSchema } from '../../../../shared/admin/admin-products.schema';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { numberOrUndefined, validateForm, type FieldErrors } from '../../../../web/form-errors';
import { useAdjustStock } from '../api/adjust-stock';

interface StockDialogProps {
  product: { _id: string; name: string; stock: number };
  onClose: () => void;
}

/** A relative stock change with a reason (delivery received, breakage, recount), never an absolute overwrite. */
export function StockDialog({ product, onClose }: StockDialogProps) {
  const adjust = useAdjustStock(product._id);
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const parsed = numberOrUndefined(delta);
  const after = parsed !== undefined && Number.isInteger(parsed) ? product.stock + parsed : null;

  const submit = () => {
    const checked = validateForm(stockAdjustmentSchema, { delta: numberOrUndefined(delta), reason });
    if (!checked.ok) return setErrors(checked.errors);
    if (checked.data.delta === 0) return setErrors({ delta: 'Enter a change other than 0' });
    if (product.stock + checked.data.delta < 0) return setErrors({ delta: `Stock cannot go below 0 (at most −${product.stock})` });
    setErrors({});
    adjust.mutate(checked.data, {
      onSuccess: (updated) => {
        toast.success(`Stock of ${updated.name} is now ${updated.stock}`);
        onClose();
      },
    });
  };

  return (
    <Dialog
      open
      title="Adjust stock"
      onClose={() => {
        if (!adjust.isPending) onClose();
      }}
      onSubmit={submit}
      footer={
        <>
          <Button onClick={onClose} disabled={adjust.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="primary" pending={adjust.isPending}>
            Save adjustment
          </Button>
        </>
      }
    >
      <p>
        <strong>{product.name}</strong>: {product.stock} in stock.
      </p>
      <FormAlert message={adjust.error?.message} />
      <TextField
        label="Change"
        name="delta"
        type="number"
        step={1}
        inputMode="numeric"
        value={delta}
        onChange={setDelta}
        error={errors.delta}
        hint={after !== null && after >= 0 ? `Stock after the change: ${after}` : 'Positive to add (a delivery), negative to remove (breakage).'}
        data-autofocus
      />
      <TextField
        label="Reason"
        name="reason"
        value={reason}
        onChange={setReason}
        maxLength={200}
        error={errors.reason}
        placeholder="e.g. Delivery from supplier"
      />
    </Dialog>
  );
}
