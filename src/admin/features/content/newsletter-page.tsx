import { Download } from 'lucide-react';
import { Button } from '../../components/button/button';
import { FormAlert } from '../../components/form/form-alert';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDownloadNewsletter } from './api/download-newsletter';
import styles from './components/content.module.css';

export default function NewsletterPage() {
  useDocumentTitle('Newsletter');
  const download = useDownloadNewsletter();
  return (
    <>
      <PageHeader title="Newsletter" description="People who subscribed in the shop's footer." />
      <Panel title="Export subscribers">
        <div className={styles.newsletter}>
          <p>Download every current subscriber as a CSV file (email and subscription date) for your mailing tool. People who unsubscribed are left out.</p>
          <FormAlert message={download.error?.message} />
          <Button variant="primary" pending={download.isPending} onClick={() => download.mutate()}>
            <Download size={16} aria-hidden="true" />
            Download CSV
          </Button>
          {download.isSuccess && <p role="status">The file was downloaded.</p>}
        </div>
      </Panel>
    </>
  );
}
