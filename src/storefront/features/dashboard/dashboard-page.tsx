import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { LayoutDashboard, ShieldUser } from 'lucide-react';
import { useProfile } from '../../api/auth/get-profile';
import { AuthCard } from '../../components/auth-card/auth-card';
import { FormAlert } from '../../components/form/form-alert';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { ApiError } from '../../lib/api-client';
import { clearAuth, readToken } from '../../lib/auth-storage';
import { OpenAdminSiteButton } from '../../components/admin-entry/open-admin-site-button';
import { useDocumentTitle } from '../../lib/use-document-title';
import styles from './dashboard-page.module.css';
import { EmailText } from '../../components/email-text/email-text';

/** Spec §2: username and email only — read from the real profile endpoint (the spec's call was broken). */
export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const navigate = useNavigate();
  const { setUserId } = useCartWishlist();
  const [hadToken] = useState(() => readToken() !== null);
  const profile = useProfile(hadToken);
  const sessionLost = profile.error instanceof ApiError && (profile.error.status === 401 || profile.error.status === 403);

  useEffect(() => {
    if (!sessionLost) return;
    clearAuth();
    setUserId(null);
    void navigate('/sign-in', { replace: true });
  }, [sessionLost, navigate, setUserId]);

  if (!hadToken) return <Navigate to="/sign-in" replace />;

  const user = profile.data;
  return (
    <AuthCard icon={user?.isAdmin ? ShieldUser : LayoutDashboard} title="Dashboard" subtitle={user ? `Welcome back, ${user.username}!` : undefined}>
      {profile.isPending && (
        <p role="status" className={styles.muted}>
          Loading…
        </p>
      )}
      {profile.isError && !sessionLost && <FormAlert message={profile.error.message || 'Failed to fetch profile data'} />}
      {user && (
        <>
          <dl className={styles.details}>
            <div className={styles.row}>
              <dt>Username</dt>
              <dd>{user.username}</dd>
            </div>
            <div className={styles.row}>
              <dt>Email</dt>
              <dd>
                <EmailText email={user.email} />
              </dd>
            </div>
          </dl>
          <div className={styles.actions}>
            {user.isAdmin && (
              // A full page load: the admin site is its own app under /admin/.
              <OpenAdminSiteButton className={styles.primary}>Open Admin Site</OpenAdminSiteButton>
            )}
            <Link to="/profile" className={user.isAdmin ? styles.secondary : styles.primary}>
              My Profile
            </Link>
            <Link to="/shop" className={styles.secondary}>
              Continue Shopping
            </Link>
          </div>
        </>
      )}
    </AuthCard>
  );
}
