import styles from './email-text.module.css';

/**
 * An email address that wraps only at its "@" and, when a part is still too wide, ends that part with
 * an ellipsis (issue 22: addresses broke mid-word on phones). The whole address stays in the title and
 * in what a screen reader or a copy reads.
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) {
    return (
      <span className={styles.part} title={email}>
        {email}
      </span>
    );
  }
  return (
    <span className={styles.email} title={email}>
      <span className={styles.part}>{email.slice(0, at)}</span>
      <wbr />
      <span className={styles.part}>{email.slice(at)}</span>
    </span>
  );
}
