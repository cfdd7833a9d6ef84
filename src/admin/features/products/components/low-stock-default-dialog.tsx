import { useState } from 'react';
import { toast } from 'react-toastify';
import { catalogSettingsSchema } from '../../../../shared/admin/admin-products.schema';
import { Button } from '../../../components/button/button';
import { Dialog } from '../../../components/dialog/dialog';
import { FormAlert } from '../../../components/form/form-alert';
import { TextField } from '../../../components/form/text-field';
import { numberOrUndefined, validateForm } from '../../../../web/form-errors';
import { useSaveCatalogSettings } from '../api/catalog-settings';

/** The shop's default low-stock threshold: products without one of their own are low at or below it. */
export function LowStockDefaultDialog({ current, onClose }: { current: number; onClose: () => void }) {
  const save = useSaveCatalogSettings();
  const [value, setValue] = useState(String(current));
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const checked = validateForm(catalogSettingsSchema, { lowStockThreshold: numberOrUndefined(value) });
    if (!checked.ok) {
      setError(checked.errors.lowStockThreshold ?? 'Please enter a whole number');
      return;
    }
    save.mutate(checked.data, {
      onSuccess: (saved) => {
        toast.success(`Default low-stock threshold set to ${saved.lowStockThreshold}`);
        onClose();
      },
    });
  };
  return (
    <Dialog
      open
      title="Default low-stock threshold"
      onClose={onClose}
      onSubmit={submit}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" pending={save.isPending}>
            Save
          </Button>
        </>
      }
    >
      <FormAlert message={save.error?.message} />
      <TextField
        label="Low stock at or below"
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        value={value}
        onChange={setValue}
        error={error}
        data-autofocus
        hint="For every product without a threshold of its own. The daily digest mails staff the products at or below their threshold."
      />
    </Dialog>
  );
}
