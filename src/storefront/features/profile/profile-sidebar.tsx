import { useState } from 'react';
import { Link } from 'react-router';
import { Heart, LayoutDashboard, LogOut, MapPin, Menu, Package, Settings, ShieldUser, ShoppingCart, UserRound, X, type LucideIcon } from 'lucide-react';
import type { Profile } from '../../../shared/auth/auth.schema';
import { useCartWishlist } from '../../components/layout/cart-wishlist/cart-wishlist-context';
import { OpenAdminSiteButton } from '../../components/admin-entry/open-admin-site-button';
import styles from './profile-sidebar.module.css';
import { EmailText } from '../../components/email-text/email-text';

export type ProfileSection = 'profile' | 'orders' | 'addresses' | 'settings';

const SECTIONS: { id: ProfileSection; label: string; icon: LucideIcon }[] = [
  { id: 'profile', label: 'My Profile', icon: UserRound },
  { id: 'orders', label: 'My Orders', icon: Package },
  { id: 'addresses', label: 'Saved Addresses', icon: MapPin },
  { id: 'settings', label: 'Account Settings', icon: Settings },
];

function sectionHref(id: ProfileSection): string {
  return id === 'profile' ? '/profile' : `/profile?section=${id}`;
}

interface ProfileSidebarProps {
  user: Profile;
  active: ProfileSection;
}

/** Sections live in the URL (?section=) so they survive a reload and work with Back. */
export function ProfileSidebar({ user, active }: ProfileSidebarProps) {
  const { cartCount, wishlistCount } = useCartWishlist();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const initial = user.username.trim().charAt(0).toUpperCase() || '?';

  return (
    <aside className={styles.sidebar}>
      <div className={styles.identity}>
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{user.username}</p>
          <p className={styles.email}>
            <EmailText email={user.email} />
          </p>
        </div>
        <button type="button" className={styles.menuToggle} aria-expanded={open} aria-controls="profile-menu" onClick={() => setOpen((isOpen) => !isOpen)}>
          {open ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
          <span className="visually-hidden">Account menu</span>
        </button>
      </div>

      <nav id="profile-menu" aria-label="Account" className={styles.menu} data-open={open}>
        <ul className={styles.list}>
          {SECTIONS.map(({ id, label, icon: Icon }) => (
            <li key={id}>
              <Link to={sectionHref(id)} className={styles.item} aria-current={active === id ? 'page' : undefined} onClick={close}>
                <Icon aria-hidden="true" size={18} />
                {label}
              </Link>
            </li>
          ))}
          <li>
            {user.isAdmin ? (
              // A full page load: the admin site is a separate app served under /admin/.
              <OpenAdminSiteButton className={styles.item}>
                <ShieldUser aria-hidden="true" size={18} />
                Admin Dashboard
              </OpenAdminSiteButton>
            ) : (
              <Link to="/dashboard" className={styles.item} onClick={close}>
                <LayoutDashboard aria-hidden="true" size={18} />
                Dashboard
              </Link>
            )}
          </li>
        </ul>

        <div className={styles.shortcuts}>
          <Link to="/cart" className={styles.shortcut} onClick={close}>
            <ShoppingCart aria-hidden="true" size={18} />
            Cart
            <span className={styles.count}>
              {cartCount}
              <span className="visually-hidden"> {cartCount === 1 ? 'item' : 'items'}</span>
            </span>
          </Link>
          <Link to="/wishlist" className={styles.shortcut} onClick={close}>
            <Heart aria-hidden="true" size={18} />
            Wishlist
            <span className={styles.count}>
              {wishlistCount}
              <span className="visually-hidden"> {wishlistCount === 1 ? 'item' : 'items'}</span>
            </span>
          </Link>
        </div>

        <Link to="/logout" className={styles.logout}>
          <LogOut aria-hidden="true" size={18} />
          Logout
        </Link>
      </nav>
    </aside>
  );
}
