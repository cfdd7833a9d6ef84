import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { AnnouncementBar } from '../components/layout/announcement-bar';
import { FlashBar } from '../components/layout/flash/flash-bar';
import { HydrateLater } from '../components/hydrate-later/hydrate-later';
import { Footer } from '../components/layout/footer/footer';
import { HelpWidget } from '../components/layout/help-widget/help-widget';
import { Navbar } from '../components/layout/navbar/navbar';
import { useUnauthorizedRedirect } from './use-unauthorized-redirect';
import styles from './root-layout.module.css';

// A plain #main link would change the URL hash and trigger a router navigation; focusing is all it needs.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

export function RootLayout() {
  const navigation = useNavigation();
  useUnauthorizedRedirect();

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink} onClick={skipToMain}>
        Skip to main content
      </a>
      <AnnouncementBar />
      <header className={styles.header}>
        <FlashBar />
        <HydrateLater>
          <Navbar />
        </HydrateLater>
      </header>
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {/* On every page (ADR 39): shoppers look for the return policy on a product page, the cart, the checkout. */}
      <HydrateLater>
        <Footer />
      </HydrateLater>
      <HelpWidget />
      <ScrollRestoration />
    </div>
  );
}
