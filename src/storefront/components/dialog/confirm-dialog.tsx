import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './confirm-dialog.module.css';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** A destructive action gets the danger colour. */
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * The shop's own confirmation, in place of the browser's confirm() (ADR 39): a modal `<dialog>`
 * (focus moves in and back, Escape cancels), the question as its title, the safe choice first.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Keep it', danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} role="alertdialog" className={styles.dialog} aria-labelledby={titleId} aria-describedby={bodyId} onClose={onClose}>
      <div className={styles.body}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={bodyId} className={styles.text}>
          {children}
        </div>
        <div className={styles.actions}>
          <button type="button" className={styles.cancel} onClick={onClose} autoFocus>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={danger ? `${styles.confirm} ${styles.danger}` : styles.confirm}
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </dialog>
  );
}
