import { useEffect, useState } from 'react';
import { authCardClasses } from '../../components/auth-card/auth-card';
import { pageToast } from '../../lib/page-toast';
import { RESEND_COOLDOWN_S } from './auth-constants';

interface ResendCodeButtonProps {
  /** Asks the server for a new code; resolves with its message. */
  onResend: () => Promise<{ message: string }>;
}

/** "Resend code", disabled for 30 s after each code is sent (including the one that led here). */
export function ResendCodeButton({ onResend }: ResendCodeButtonProps) {
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COOLDOWN_S);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = window.setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [secondsLeft]);

  const resend = async () => {
    setSending(true);
    try {
      const result = await onResend();
      pageToast('info', result.message);
      setSecondsLeft(RESEND_COOLDOWN_S);
    } catch (error) {
      pageToast('error', error instanceof Error ? error.message : 'Could not send a new code. Please try again.');
    } finally {
      setSending(false);
    }
  };

  const waiting = secondsLeft > 0;
  return (
    <p className={authCardClasses.note}>
      Didn&apos;t get the code?{' '}
      <button type="button" className={authCardClasses.linkButton} onClick={() => void resend()} disabled={waiting || sending}>
        {sending ? 'Sending…' : 'Resend code'}
      </button>
      {/* Not a live region: a ticking countdown read aloud every second would drown out everything else. */}
      {waiting && <span> (available in {secondsLeft} s)</span>}
    </p>
  );
}
