import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CircleAlert, LockKeyhole, UserRound } from 'lucide-react';
import { useProfile } from '../../api/auth/get-profile';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { Page } from '../../components/page/page';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { ApiError, sessionEndedThisVisit, UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { clearAuth, readToken } from '../../lib/auth-storage';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountSettingsSection } from './account-settings-section';
import { MyOrdersSection } from './my-orders-section';
import { MyProfileSection } from './my-profile-section';
import { SavedAddressesSection } from './saved-addresses-section';
import { ProfileSidebar, type ProfileSection } from './profile-sidebar';
import styles from './profile-page.module.css';

function sectionFrom(value: string | null): ProfileSection {
  return value === 'orders' || value === 'addresses' || value === 'settings' ? value : 'profile';
}

function isSessionError(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}

export default function ProfilePage() {
  useDocumentTitle('My Profile');
  // Decided once on arrival: a token cleared later (expired session) must read as "expired", not "never signed in".
  // A count request may have met the 401 before this page's code loaded: that is an expired session too.
  const [arrival] = useState(() => ({ token: readToken() !== null, endedBefore: sessionEndedThisVisit() }));
  const hadToken = arrival.token || arrival.endedBefore;
  const profile = useProfile(arrival.token);
  const navigateLater = useDelayedNavigate();
  const { setUserId } = useCartWishlist();
  const [searchParams] = useSearchParams();
  const section = sectionFrom(searchParams.get('section'));
  // The count requests may meet the 401 first; the shell leaves it to this page (storefront-pages.ts, ownsSessionEnd).
  const [endedElsewhere, setEndedElsewhere] = useState(false);
  useEffect(() => {
    const onEnded = () => setEndedElsewhere(true);
    window.addEventListener(UNAUTHORIZED_EVENT, onEnded);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onEnded);
  }, []);
  const sessionLost = hadToken && (arrival.endedBefore || endedElsewhere || isSessionError(profile.error));

  // Spec §8: no token, or the server refuses it → say so, then /sign-in after 2 s.
  useEffect(() => {
    if (!hadToken) navigateLater('/sign-in', { replace: true });
  }, [hadToken, navigateLater]);

  useEffect(() => {
    if (!sessionLost) return;
    clearAuth();
    setUserId(null);
    navigateLater('/sign-in', { replace: true });
  }, [sessionLost, navigateLater, setUserId]);

  if (!hadToken) {
    return (
      <PageMessage icon={LockKeyhole} title="Please Sign In">
        <p role="alert">Authentication required. Please sign in.</p>
      </PageMessage>
    );
  }
  if (sessionLost) {
    return (
      <PageMessage icon={LockKeyhole} title="Session Expired">
        <p role="alert">Session expired. Please sign in again.</p>
      </PageMessage>
    );
  }
  if (profile.isPending) {
    return (
      <div className={styles.loading} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="visually-hidden">Loading your profile…</span>
      </div>
    );
  }
  if (profile.isError) {
    return (
      <PageMessage
        icon={CircleAlert}
        title="Error Loading Profile"
        actions={
          <>
            <button type="button" className={pageMessageClasses.primaryAction} onClick={() => void profile.refetch()}>
              Try Again
            </button>
            <Link to="/" className={pageMessageClasses.secondaryAction}>
              Return to Homepage
            </Link>
          </>
        }
      >
        <p>{profile.error.message || 'Failed to fetch profile data'}</p>
      </PageMessage>
    );
  }
  const user = profile.data;
  if (!user) {
    return (
      <PageMessage icon={UserRound} title="My Profile">
        <p>No profile data available</p>
      </PageMessage>
    );
  }

  return (
    <Page roomyTop clearOfHelpButton className={styles.layout}>
      <ProfileSidebar user={user} active={section} />
      <div className={styles.content}>
        {section === 'profile' && <MyProfileSection user={user} />}
        {section === 'orders' && <MyOrdersSection />}
        {section === 'addresses' && <SavedAddressesSection />}
        {section === 'settings' && <AccountSettingsSection user={user} />}
      </div>
    </Page>
  );
}
