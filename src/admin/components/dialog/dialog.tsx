import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons; a submit button submits the dialog's form. */
  footer: ReactNode;
  onSubmit?: () => void;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A modal on the native `<dialog>`: showModal() gives the focus trap, Esc and the inert page for
 * free, and returns focus to the opener when it closes.
 */
export function Dialog({ open, title, onClose, children, footer, onSubmit, role = 'dialog' }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    // Native dialogs hand focus back only when close() runs; a dialog unmounted while open would
    // drop it on <body>. So remember the opener and return to it ourselves.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    // React turns autoFocus into a focus() call at mount, before showModal(), so the dialog would
    // otherwise start on its close button. Contents mark their starting control with data-autofocus.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Esc: let the parent decide (it owns `open`), so state and the element never disagree.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <form onSubmit={submit} noValidate>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
              <X size={18} aria-hidden="true" />
            </button>
          </div>
          <div className={styles.body}>{children}</div>
          <div className={styles.footer}>{footer}</div>
        </form>
      )}
    </dialog>
  );
}
