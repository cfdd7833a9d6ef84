import { Link, useLocation } from 'react-router';
import { SearchX } from 'lucide-react';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './not-found-page.module.css';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  useDocumentTitle('Page not found');
  return (
    <PageMessage
      icon={SearchX}
      title="Page not found"
      actions={
        <>
          <Link to="/" className={pageMessageClasses.primaryAction}>
            Home
          </Link>
          <Link to="/shop" className={pageMessageClasses.secondaryAction}>
            Browse Shop
          </Link>
        </>
      }
    >
      <p>
        We couldn't find <code className={styles.path}>{pathname}</code>. It may have moved, or the address may be mistyped.
      </p>
    </PageMessage>
  );
}
