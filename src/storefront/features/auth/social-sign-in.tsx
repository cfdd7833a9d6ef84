import { FacebookIcon } from '../../components/layout/footer/social-icons';
import { authCardClasses } from '../../components/auth-card/auth-card';
import styles from './social-sign-in.module.css';

/**
 * The spec's Google and Facebook buttons did nothing. Until those providers are wired up they are
 * shown as unavailable, so nobody clicks a dead button and wonders what went wrong.
 */
export function SocialSignIn() {
  return (
    <>
      <p className={authCardClasses.divider}>or</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.button} disabled aria-describedby="social-soon">
          <span className={styles.googleMark} aria-hidden="true">
            G
          </span>
          Google
        </button>
        <button type="button" className={styles.button} disabled aria-describedby="social-soon">
          <FacebookIcon />
          Facebook
        </button>
      </div>
      <p id="social-soon" className={authCardClasses.note}>
        Google and Facebook sign-in: Coming soon
      </p>
    </>
  );
}
