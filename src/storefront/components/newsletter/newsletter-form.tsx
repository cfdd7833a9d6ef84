import { useState, type FormEvent } from 'react';
import { useSubscribe } from '../../api/newsletter/subscribe';
import styles from './newsletter-form.module.css';

interface NewsletterFormProps {
  /**
   * Prefix of the form's element ids, unique on the page. Not `useId`: the footer's form hydrates after
   * the rest of the page (components/hydrate-later, ADR 71), where generated ids would not match the server's.
   */
  idPrefix: string;
  /** 'dark' for dark backgrounds such as the footer. */
  tone?: 'light' | 'dark';
}

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** Email + Subscribe; really subscribes (POST /api/newsletter) and says what happened. Blog page and footer. */
export function NewsletterForm({ idPrefix, tone = 'light' }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const subscribe = useSubscribe();
  const inputId = `${idPrefix}-email`;
  const statusId = `${idPrefix}-status`;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The footer shows this form on every page; zod loads only when someone subscribes.
    const { newsletterBodySchema } = await import('../../../shared/content/newsletter.schema');
    const parsed = newsletterBodySchema.safeParse({ email });
    if (!parsed.success) {
      setOutcome({ kind: 'error', text: parsed.error.issues[0]?.message ?? 'Please enter a valid email' });
      return;
    }
    setOutcome(null);
    subscribe.mutate(parsed.data, {
      onSuccess: (reply) => {
        setOutcome({ kind: 'success', text: reply.message });
        setEmail('');
      },
      onError: (error) => setOutcome({ kind: 'error', text: error.message }),
    });
  };

  return (
    <form className={`${styles.form} ${tone === 'dark' ? styles.dark : ''}`} onSubmit={onSubmit} noValidate>
      <div className={styles.row}>
        <label htmlFor={inputId} className="visually-hidden">
          Email address
        </label>
        <input
          id={inputId}
          type="email"
          inputMode="email"
          autoComplete="email"
          className={styles.input}
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={outcome?.kind === 'error' || undefined}
          aria-describedby={statusId}
          maxLength={254}
        />
        <button type="submit" className={styles.button} disabled={subscribe.isPending}>
          {subscribe.isPending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      <p id={statusId} role="status" className={`${styles.status} ${outcome?.kind === 'error' ? styles.error : styles.success}`}>
        {outcome?.text}
      </p>
    </form>
  );
}
