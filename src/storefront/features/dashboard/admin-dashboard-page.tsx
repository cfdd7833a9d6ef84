import { Link } from 'react-router';
import { ShieldUser } from 'lucide-react';
import { AuthCard } from '../../components/auth-card/auth-card';
import { OpenAdminSiteButton } from '../../components/admin-entry/open-admin-site-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './dashboard-page.module.css';

/** Where the older admin login lands (spec §2 names the route, not the screen): a door to the admin site. */
export default function AdminDashboardPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <AuthCard icon={ShieldUser} title="Admin Dashboard" subtitle="Products, orders and customers are managed in the admin site.">
      <div className={styles.actions}>
        <OpenAdminSiteButton className={styles.primary}>Open Admin Site</OpenAdminSiteButton>
        <Link to="/" className={styles.secondary}>
          Back to the Shop
        </Link>
      </div>
    </AuthCard>
  );
}
