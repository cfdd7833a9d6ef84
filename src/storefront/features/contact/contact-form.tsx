import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import { CONTACT_MESSAGE_MAX } from '../../../shared/content/contact-limits';
import { CONTACT_SENT_MESSAGE, contactBodySchema, type ContactBody } from '../../../shared/content/contact.schema';
import { useSendContactMessage } from '../../api/contact/send-contact-message';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import styles from './contact-form.module.css';

type Field = keyof ContactBody;
type Values = Record<Field, string>;
type Errors = Partial<Record<Field, string>>;

const FIELD_ORDER: Field[] = ['fullName', 'email', 'phone', 'orderNumber', 'subject', 'message'];

/** The shared schema's first message per field: the same words the server would answer with. */
function validate(values: Values): Errors {
  const parsed = contactBodySchema.safeParse(values);
  if (parsed.success) return {};
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_ORDER.find((name) => name === issue.path[0]);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function ContactForm({ initialSubject = '' }: { initialSubject?: string }) {
  const blank: Values = { fullName: '', email: '', phone: '', orderNumber: '', subject: initialSubject, message: '' };
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const send = useSendContactMessage();
  const id = useId();
  const fieldId = (field: Field) => `${id}-${field}`;

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has been flagged, re-check it as the visitor types so the message goes away when fixed.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: validate(next)[field] }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError('');
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((field) => found[field]);
    if (firstInvalid) {
      document.getElementById(fieldId(firstInvalid))?.focus();
      return;
    }
    send.mutate(values, {
      onSuccess: (reply) => {
        // The spec's words, in the shop's own toast rather than the browser's alert (ADR 39); an
        // order-related message adds its grievance ticket number.
        toast.success(reply.ticket ? reply.message : CONTACT_SENT_MESSAGE);
        setValues({ ...blank, subject: '' });
      },
      onError: (error) => {
        setFormError(error.message);
        // 503: the message is stored, only the mail to the shop failed; sending again would duplicate it.
        if (error instanceof ApiError && error.status === 503) setValues({ ...blank, subject: '' });
      },
    });
  };

  const describedBy = (field: Field, extra?: string) => [errors[field] ? `${fieldId(field)}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

  // Everything an input needs to be labelled, validated and announced, in one place.
  const bind = (field: Field, extraDescription?: string) => ({
    id: fieldId(field),
    value: values[field],
    'aria-invalid': Boolean(errors[field]),
    'aria-describedby': describedBy(field, extraDescription),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.target.value),
  });

  const labelled = (field: Field, label: string, control: ReactNode, optional = false) => (
    <div className={styles.field}>
      <label htmlFor={fieldId(field)}>
        {label} {optional ? <span className={styles.optional}>(optional)</span> : <span aria-hidden="true">*</span>}
      </label>
      {control}
      {errors[field] && (
        <p id={`${fieldId(field)}-error`} className={styles.fieldError}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <h2 id="contact-form-title" className={styles.title}>
        Send Us a Message
      </h2>
      <p className={styles.hint}>
        Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <div className={styles.row}>
        {labelled('fullName', 'Full Name', <input {...bind('fullName')} className={styles.input} autoComplete="name" required maxLength={100} />)}
        {labelled(
          'email',
          'Email Address',
          <input {...bind('email')} className={styles.input} type="email" inputMode="email" autoComplete="email" required maxLength={254} />,
        )}
      </div>
      <div className={styles.row}>
        {labelled(
          'phone',
          'Phone Number',
          <input {...bind('phone')} className={styles.input} type="tel" inputMode="tel" autoComplete="tel" maxLength={20} placeholder="+91 98765 43210" />,
          true,
        )}
        {labelled(
          'orderNumber',
          'Order Number',
          <input {...bind('orderNumber')} className={styles.input} inputMode="numeric" maxLength={13} placeholder="About an order? e.g. 1042" />,
          true,
        )}
      </div>
      {labelled('subject', 'Subject', <input {...bind('subject')} className={styles.input} required maxLength={200} />)}
      {labelled(
        'message',
        'Message',
        <>
          <textarea
            {...bind('message', `${fieldId('message')}-count`)}
            className={`${styles.input} ${styles.textarea}`}
            rows={6}
            required
            maxLength={CONTACT_MESSAGE_MAX}
          />
          <p id={`${fieldId('message')}-count`} className={styles.count}>
            {values.message.length} / {CONTACT_MESSAGE_MAX} characters
          </p>
        </>,
      )}
      {formError && (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={send.isPending}>
        <Send aria-hidden="true" size={18} />
        {send.isPending ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
