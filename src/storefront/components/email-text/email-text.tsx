import styles from './email-text.module.css';

/**
 * An email address that wraps only at its "@" and, when a part is still too wide, ends that part with
 * an ellipsis (addresses broke mid-word on phones, ADR 39). The two visible parts are hidden from
 * screen readers, which read (and link names take) the whole address as one word; it is also the title.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  return (
    <span className={styles.email} title={email}>
      <span aria-hidden="true">
        {at <= 0 ? (
          <span className={styles.part}>{email}</span>
        ) : (
          <>
            <span className={styles.part}>{email.slice(0, at)}</span>
            <wbr />
            <span className={styles.part}>{email.slice(at)}</span>
          </>
        )}
      </span>
      <span className="visually-hidden">{email}</span>
    </span>
  );
}
