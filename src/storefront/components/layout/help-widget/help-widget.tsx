import { lazy, Suspense, useId, useRef, useState } from 'react';
import { MessageCircle, X } from 'lucide-react';
import { useDismiss } from '../../../lib/use-dismiss';
import type { HelpDraft } from './help-panel';
import styles from './help-widget.module.css';

// Every page shows the button; the panel and its form (with zod) load when someone opens it.
const HelpPanel = lazy(() => import('./help-panel'));

/** Floating help button with a small non-modal panel; messages go to the same store as /contact. */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<HelpDraft>({ fullName: '', email: '', message: '' });
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useDismiss([buttonRef, panelRef], open, (reason) => close(reason === 'escape'));

  return (
    <div className={styles.widget}>
      {open && (
        <Suspense fallback={null}>
          <HelpPanel panelId={panelId} panelRef={panelRef} draft={draft} setDraft={setDraft} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-label={open ? 'Close help' : 'Need help? Chat with us'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <X aria-hidden="true" size={24} /> : <MessageCircle aria-hidden="true" size={24} />}
      </button>
    </div>
  );
}
