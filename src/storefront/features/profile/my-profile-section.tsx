import { BadgeCheck, ShieldUser } from 'lucide-react';
import type { Profile } from '../../../shared/auth/auth.schema';
import styles from './profile-sections.module.css';

const memberSince = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : memberSince.format(date);
}

/** Spec §6: a customer shows as 'Customer' with an 'Active' badge, an admin as 'Admin Account'. */
export function MyProfileSection({ user }: { user: Profile }) {
  return (
    <section className={styles.card} aria-labelledby="my-profile-heading">
      <h1 id="my-profile-heading" className={styles.title}>
        My Profile
      </h1>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>Name</dt>
          <dd className={styles.value}>{user.username}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Email</dt>
          <dd className={styles.value}>{user.email}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Member since</dt>
          <dd className={styles.value}>
            <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
          </dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>Account type</dt>
          <dd className={styles.value}>
            {user.isAdmin ? (
              <span className={`${styles.badge} ${styles.badgeAdmin}`}>
                <ShieldUser aria-hidden="true" size={14} />
                Admin Account
              </span>
            ) : (
              <>
                Customer
                <span className={`${styles.badge} ${styles.badgeSuccess}`}>
                  <BadgeCheck aria-hidden="true" size={14} />
                  Active
                </span>
              </>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
