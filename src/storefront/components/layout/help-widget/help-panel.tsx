import { useEffect, useRef, useState, type Dispatch, type FormEvent, type RefObject, type SetStateAction } from 'react';
import { Link } from 'react-router';
import { ChevronRight, Send, X } from 'lucide-react';
import { CONTACT_MESSAGE_MAX } from '../../../../shared/content/contact-limits';
import { contactBodySchema } from '../../../../shared/content/contact.schema';
import { useSendContactMessage } from '../../../api/contact/send-contact-message';
import { toast } from '../../../lib/toast';
import styles from './help-widget.module.css';

const FAQ_LINKS = [
  { label: 'How do I track my order?', to: '/faq#track-order' },
  { label: 'What is your return policy?', to: '/return-policy' },
  { label: 'Do you offer installation?', to: '/faq#installation' },
] as const;

export interface HelpDraft {
  fullName: string;
  email: string;
  message: string;
}

interface HelpPanelProps {
  panelId: string;
  panelRef: RefObject<HTMLDivElement | null>;
  /** Kept by the widget so that closing the panel does not lose what was typed. */
  draft: HelpDraft;
  setDraft: Dispatch<SetStateAction<HelpDraft>>;
  onClose: (returnFocus: boolean) => void;
}

/** The help panel: a short contact form and FAQ links, loaded when the widget first opens. */
export default function HelpPanel({ panelId, panelRef, draft, setDraft, onClose }: HelpPanelProps) {
  const { fullName, email, message } = draft;
  const [error, setError] = useState<string | null>(null);
  const send = useSendContactMessage();
  const titleId = `${panelId}-title`;
  const textareaRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    textareaRef.current?.focus();
  }, []);

  const setFullName = (value: string) => setDraft((current) => ({ ...current, fullName: value }));
  const setEmail = (value: string) => setDraft((current) => ({ ...current, email: value }));
  const setMessage = (value: string) => setDraft((current) => ({ ...current, message: value }));

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
        toast.success('Your message has been sent! We will get back to you soon.');
        setMessage('');
        textareaRef.current?.focus();
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <div ref={panelRef} id={panelId} role="dialog" aria-labelledby={titleId} className={styles.panel}>
      <div className={styles.header}>
        <div>
          <h2 id={titleId} className={styles.title}>
            Need help?
          </h2>
          <p className={styles.subtitle}>We usually reply within a few hours.</p>
        </div>
        <button type="button" className={styles.close} aria-label="Close help" onClick={() => onClose(true)}>
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
            <Link to={faq.to} className={styles.faq} onClick={() => onClose(false)}>
              {faq.label}
              <ChevronRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
