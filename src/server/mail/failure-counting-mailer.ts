import { MailDeliveryError, type Mailer } from './mailer.js';

/**
 * Reports every refused or undeliverable mail, whichever mailer the app was given (SMTP, the dev
 * mailbox, a test's own), so the metric cannot miss a mailer that forgot to count.
 */
export function withFailureCount(mailer: Mailer, onFailure: () => void): Mailer {
  async function counted(attempt: Promise<void>): Promise<void> {
    try {
      await attempt;
    } catch (error) {
      if (error instanceof MailDeliveryError) onFailure();
      throw error;
    }
  }
  return {
    mode: mailer.mode,
    fullText: (id) => mailer.fullText?.(id),
    send: (message) => counted(mailer.send(message)),
    deliverRecorded: (mailId, attempt) => counted(mailer.deliverRecorded(mailId, attempt)),
  };
}
