import { useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CircleUser, Heart, LogIn, LogOut, Menu, Search, ShoppingCart, X, Zap } from 'lucide-react';
import { signOut } from '../../../lib/sign-out';
import { useDismiss } from '../../../lib/use-dismiss';
import { useSignedIn } from '../../../lib/use-signed-in';
import { useCartWishlist } from '../cart-wishlist/cart-wishlist-context';
import { useFlash } from '../flash/flash-context';
import { CategoryMenu } from './category-menu';
import { CountLink } from './count-link';
import { NavSearch } from './nav-search';
import { useScrolledPast } from './use-scrolled-past';
import styles from './navbar.module.css';

/** Spec §9: the bar turns compact once the page scrolls past 10 px. */
const COMPACT_AFTER_PX = 10;

const PAGE_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/shop', label: 'Shop', end: false },
] as const;

const INFO_LINKS = [
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
  { to: '/blogs', label: 'Blog' },
] as const;

function linkClass({ isActive }: { isActive: boolean }) {
  return isActive ? `${styles.link} ${styles.active}` : styles.link;
}

export function Navbar() {
  const location = useLocation();
  const navigate = useNavigate();
  const { flash } = useFlash();
  const { cartCount, wishlistCount, setUserId } = useCartWishlist();
  const compact = useScrolledPast(COMPACT_AFTER_PX);
  // Follows the stored token live, so sign-in and sign-out show before their 2 s redirects finish.
  const signedIn = useSignedIn();

  // Keyed by location so any navigation closes the menu and the search box without an effect.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const [searchOpenAt, setSearchOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const searchOpen = searchOpenAt === location.key;

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLDivElement>(null);

  const closeMenu = () => setMenuOpenAt(null);

  useDismiss([menuButtonRef, panelRef], menuOpen, (reason) => {
    closeMenu();
    if (reason === 'escape') menuButtonRef.current?.focus();
  });
  useDismiss([searchButtonRef, searchRef], searchOpen, (reason) => {
    setSearchOpenAt(null);
    if (reason === 'escape') searchButtonRef.current?.focus();
  });

  const onLogout = async () => {
    await signOut();
    setUserId(null);
    void navigate('/');
    flash('success', 'You have been logged out.');
  };

  const authControl = signedIn ? (
    <button type="button" className={styles.authButton} onClick={() => void onLogout()}>
      <LogOut aria-hidden="true" size={18} />
      Logout
    </button>
  ) : (
    <Link to="/sign-in" className={styles.authButton} onClick={closeMenu}>
      <LogIn aria-hidden="true" size={18} />
      Sign In
    </Link>
  );

  return (
    <div className={compact ? `${styles.navbar} ${styles.compact}` : styles.navbar}>
      <nav aria-label="Main" className={`container ${styles.bar}`}>
        <Link to="/" className={styles.logo} aria-label="Wattson home">
          <span className={styles.logoMark} aria-hidden="true">
            <Zap size={20} strokeWidth={2.5} />
          </span>
          <span className={styles.logoText}>Wattson</span>
        </Link>

        <div ref={panelRef} id="main-menu" className={styles.panel} data-open={menuOpen}>
          <ul className={styles.links}>
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={linkClass} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <CategoryMenu onNavigate={closeMenu} />
            {INFO_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={linkClass} onClick={closeMenu}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {/* Shown only inside the small-screen menu; wide screens use the copies after the icons. */}
          <div className={styles.authInMenu}>
            {signedIn && (
              <Link to="/profile" className={styles.profileInMenu} onClick={closeMenu}>
                <CircleUser aria-hidden="true" size={18} />
                My Profile
              </Link>
            )}
            {authControl}
          </div>
        </div>

        <div className={styles.actions}>
          <button
            ref={searchButtonRef}
            type="button"
            className={styles.iconButton}
            aria-label={searchOpen ? 'Close search' : 'Search products'}
            aria-expanded={searchOpen}
            aria-controls={searchOpen ? 'nav-search' : undefined}
            onClick={() => setSearchOpenAt(searchOpen ? null : location.key)}
          >
            {searchOpen ? <X aria-hidden="true" size={20} /> : <Search aria-hidden="true" size={20} />}
          </button>
          <CountLink to="/wishlist" label="Wishlist" count={wishlistCount} icon={Heart} />
          <CountLink to="/cart" label="Cart" count={cartCount} icon={ShoppingCart} />
          {signedIn && (
            <Link to="/profile" className={`${styles.iconButton} ${styles.profileInBar}`} aria-label="My profile">
              <CircleUser aria-hidden="true" size={22} />
            </Link>
          )}
          <div className={styles.authInBar}>{authControl}</div>
          <button
            ref={menuButtonRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <X aria-hidden="true" size={22} /> : <Menu aria-hidden="true" size={22} />}
          </button>
        </div>
      </nav>
      {searchOpen && (
        <div ref={searchRef}>
          <NavSearch id="nav-search" onDone={() => setSearchOpenAt(null)} />
        </div>
      )}
    </div>
  );
}
