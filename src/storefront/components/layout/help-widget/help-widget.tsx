import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ChevronRight, MessageCircle, Send, X } from 'lucide-react';
import { CONTACT_MESSAGE_MAX, contactBodySchema } from '../../../../shared/content/contact.schema';
import { useSendContactMessage } from '../../../api/contact/send-contact-message';
import { useDismiss } from '../../../lib/use-dismiss';
import styles from './help-widget.module.css';

const FAQ_LINKS = [
  { label: 'How do I track my order?', to: '/faq#track-order' },
  { label: 'What is your return policy?', to: '/return-policy' },
  { label: 'Do you offer installation?', to: '/faq#installation' },
] as const;

/** Floating help button with a small non-modal panel; messages go to the same store as /contact. */
export function HelpWidget() {
  const [open, setOpen] = useState(false);
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendContactMessage();
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
    // Name and email let the shop answer; the widget is otherwise the contact form in small.
    const parsed = contactBodySchema.safeParse({ fullName, email, subject: 'Help widget message', message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form');
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: () => {
        window.alert('Your message has been sent! We will get back to you soon.');
        setMessage('');
        textareaRef.current?.focus();
      },
      onError: (failure) => setError(failure.message),
    });
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

          <form className={styles.form} onSubmit={onSubmit} noValidate>
            <label htmlFor={`${panelId}-name`} className={styles.label}>
              Your name
            </label>
            <input
              id={`${panelId}-name`}
              className={styles.textarea}
              autoComplete="name"
              required
              value={fullName}
              onChange={(event) => setFullName(event.target.value)}
            />
            <label htmlFor={`${panelId}-email`} className={styles.label}>
              Your email
            </label>
            <input
              id={`${panelId}-email`}
              type="email"
              className={styles.textarea}
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <label htmlFor={`${panelId}-message`} className={styles.label}>
              Your message
            </label>
            <textarea
              ref={textareaRef}
              id={`${panelId}-message`}
              className={styles.textarea}
              rows={3}
              required
              maxLength={CONTACT_MESSAGE_MAX}
              placeholder="Type your message..."
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            {error && (
              <p role="alert" className={styles.subtitle}>
                {error}
              </p>
            )}
            <button type="submit" className={styles.send} disabled={send.isPending}>
              <Send aria-hidden="true" size={16} />
              Send
            </button>
          </form>

          <h3 className={styles.faqTitle}>Frequently asked</h3>
          <ul className={styles.faqs}>
            {FAQ_LINKS.map((faq) => (
              <li key={faq.to}>
                <Link to={faq.to} className={styles.faq} onClick={() => setOpen(false)}>
                  {faq.label}
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
