import { useEffect, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { ExternalLink, LogOut, Menu, Zap } from 'lucide-react';
import { Button } from '../components/button/button';
import { useMediaQuery } from '../../web/use-media-query';
import { navFor } from './admin-nav';
import { mayOpenPage } from '../../shared/admin/staff-access';
import { STAFF_ROLE_LABELS } from '../../shared/admin/staff.schema';
import { PageHeader } from '../components/page-header/page-header';
import styles from './admin-layout.module.css';
import { useSession } from './session/session-context';

/** Sidebar navigation, a top bar with the signed-in admin, and the current screen. */
export function AdminLayout() {
  const { user, signOut } = useSession();
  const { pathname } = useLocation();
  const narrow = useMediaQuery('(max-width: 1023px)');
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);

  // Following a link in the drawer should reveal the screen, not leave the drawer over it.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const drawerHidden = narrow && !menuOpen;

  return (
    <div className={styles.layout}>
      <a href="#main" className={styles.skip}>
        Skip to content
      </a>
      <aside id="admin-sidebar" className={`${styles.sidebar} ${menuOpen ? styles.sidebarOpen : ''}`} inert={drawerHidden} aria-label="Admin">
        <NavLink to="/" className={styles.brand}>
          <Zap size={20} aria-hidden="true" />
          Wattson Admin
        </NavLink>
        <nav className={styles.nav} aria-label="Admin sections">
          {navFor(user.role).map((section, index) => (
            <div key={section.title ?? index}>
              {section.title && <p className={styles.sectionTitle}>{section.title}</p>}
              <ul className={styles.navList}>
                {section.items.map(({ to, label, icon: Icon, end }) => (
                  <li key={to}>
                    <NavLink to={to} end={end} className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}>
                      <Icon size={17} aria-hidden="true" />
                      {label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      {narrow && menuOpen && <button type="button" className={styles.scrim} aria-label="Close menu" onClick={() => setMenuOpen(false)} />}

      {/* While the drawer is open it is the only thing to use, as in a modal. */}
      <div className={styles.main} inert={narrow && menuOpen}>
        <header className={styles.topbar}>
          <Button
            className={styles.menuButton}
            size="sm"
            variant="ghost"
            aria-expanded={menuOpen}
            aria-controls="admin-sidebar"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu size={18} aria-hidden="true" />
            Menu
          </Button>
          <span className={styles.spacer} />
          <a href="/" className={styles.shopLink} target="_blank" rel="noopener">
            View shop
            <ExternalLink size={13} aria-hidden="true" />
          </a>
          <span className={styles.user} title={`${user.email} · ${STAFF_ROLE_LABELS[user.role]}`}>
            {user.email}
          </span>
          <Button
            size="sm"
            pending={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            <LogOut size={14} aria-hidden="true" />
            Sign out
          </Button>
        </header>
        <main id="main" className={styles.content} tabIndex={-1}>
          {mayOpenPage(user.role, pathname) ? (
            <Outlet />
          ) : (
            <PageHeader title="Not part of your role" description={`Your role is ${STAFF_ROLE_LABELS[user.role]}. Ask an owner if you need this page.`} />
          )}
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}
