import { Link } from 'react-router';
import { PageHeader } from '../components/page-header/page-header';
import { useDocumentTitle } from '../lib/use-document-title';

export default function NotFoundPage() {
  useDocumentTitle('Not found');
  return (
    <>
      <PageHeader title="Page not found" description="There is no admin screen at this address." />
      <Link to="/">Go to the dashboard</Link>
    </>
  );
}
