import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

/** `GET /api/admin/newsletter.csv`: fetched with the Bearer token (a plain link cannot send it), then saved. */
export async function downloadNewsletter(): Promise<void> {
  const blob = await apiDownload('/api/admin/newsletter.csv', { fallbackMessage: 'The subscriber list could not be downloaded' });
  const today = new Date().toISOString().slice(0, 10);
  downloadBlob(blob, `newsletter-subscribers-${today}.csv`);
}

export function useDownloadNewsletter() {
  return useMutation({ mutationFn: downloadNewsletter });
}
