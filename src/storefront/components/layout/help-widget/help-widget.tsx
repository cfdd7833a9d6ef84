import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ChevronRight, MessageCircle, Send, X } from 'lucide-react';
import { useDismiss } from '../../../lib/use-dismiss';
import styles from './help-widget.module.css';

const FAQ_LINKS = ['How do I track my order?', 'What is your return policy?', 'Do you offer installation?'] as const;

/** Floating help button with a small non-modal panel; messages are not delivered yet (spec §2). */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (open) textareaRef.current?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useDismiss([buttonRef, panelRef], open, (reason) => close(reason === 'escape'));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!message.trim()) return;
    window.alert('Your message has been sent! We will get back to you soon.');
    setMessage('');
    textareaRef.current?.focus();
  };

  return (
    <div className={styles.widget}>
      {open && (
        <div ref={panelRef} id={panelId} role="dialog" aria-labelledby={titleId} className={styles.panel}>
          <div className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                Need help?
              </h2>
              <p className={styles.subtitle}>We usually reply within a few hours.</p>
            </div>
            <button type="button" className={styles.close} aria-label="Close help" onClick={() => close(true)}>
              <X aria-hidden="true" size={18} />
            </button>
          </div>

          <form className={styles.form} onSubmit={onSubmit}>
            <label htmlFor={`${panelId}-message`} className={styles.label}>
              Your message
            </label>
            <textarea
              ref={textareaRef}
              id={`${panelId}-message`}
              className={styles.textarea}
              rows={3}
              required
              maxLength={1000}
              placeholder="Type your message..."
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <button type="submit" className={styles.send}>
              <Send aria-hidden="true" size={16} />
              Send
            </button>
          </form>

          <h3 className={styles.faqTitle}>Frequently asked</h3>
          <ul className={styles.faqs}>
            {FAQ_LINKS.map((question) => (
              <li key={question}>
                <Link to="/contact" className={styles.faq} onClick={() => setOpen(false)}>
                  {question}
                  <ChevronRight aria-hidden="true" size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
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
