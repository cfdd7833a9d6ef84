import type { ReactNode } from 'react';
import { Button } from '../button/button';
import { FormAlert } from '../form/form-alert';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  pending?: boolean;
  /** Danger styling for destructive or irreversible actions (delete, block, cancel an order). */
  danger?: boolean;
  error?: string | null;
}

/** Asks before an action that is hard to undo; the focus starts on Cancel, the safe choice. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onCancel, pending, danger, error }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      title={title}
      role="alertdialog"
      onClose={() => {
        if (!pending) onCancel();
      }}
      onSubmit={onConfirm}
      footer={
        <>
          <Button onClick={onCancel} disabled={pending} data-autofocus>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} pending={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <FormAlert message={error} />
      {children}
    </Dialog>
  );
}
