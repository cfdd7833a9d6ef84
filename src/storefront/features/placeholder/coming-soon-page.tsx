import { Link } from 'react-router';
import { Hammer } from 'lucide-react';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Stands in for pages still being built, already under their final heading so links and titles are right. */
export default function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <PageMessage
      icon={Hammer}
      title={title}
      actions={
        <Link to="/shop" className={pageMessageClasses.primaryAction}>
          Browse Shop
        </Link>
      }
    >
      <p>This page is being built. Meanwhile, our full range is waiting in the shop.</p>
    </PageMessage>
  );
}
