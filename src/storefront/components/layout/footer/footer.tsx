import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, MapPin, Phone, Zap } from 'lucide-react';
import { useSiteInfo } from '../../../api/site/get-site-info';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './social-icons';
import { NewsletterForm } from '../../newsletter/newsletter-form';
import styles from './footer.module.css';
import { EmailText } from '../../email-text/email-text';

const QUICK_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/products', label: 'Products' },
  { to: '/about', label: 'About Us' },
  { to: '/blogs', label: 'Blogs' },
  { to: '/contact', label: 'Contact' },
] as const;

const SERVICE_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
] as const;

const SOCIAL_LINKS: ReadonlyArray<{ href: string; label: string; icon: ReactNode }> = [
  { href: 'https://www.facebook.com/', label: 'Wattson on Facebook', icon: <FacebookIcon /> },
  { href: 'https://www.instagram.com/', label: 'Wattson on Instagram', icon: <InstagramIcon /> },
  { href: 'https://x.com/', label: 'Wattson on X', icon: <XIcon /> },
  { href: 'https://www.youtube.com/', label: 'Wattson on YouTube', icon: <YouTubeIcon /> },
];

function FooterLinks({ id, title, links }: { id: string; title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.link}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  const { data: site } = useSiteInfo();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section className={styles.brand} aria-labelledby="footer-brand">
          <Link to="/" className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true">
              <Zap size={18} strokeWidth={2.5} />
            </span>
            <span id="footer-brand">Wattson</span>
          </Link>
          <p className={styles.blurb}>
            Premium electrical and lighting solutions for homes and businesses, trading since 2005. Genuine brands, fair prices and expert advice on every
            order.
          </p>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.label}>
                <a href={link.href} className={styles.socialLink} aria-label={link.label} target="_blank" rel="noopener noreferrer">
                  {link.icon}
                </a>
              </li>
            ))}
          </ul>
        </section>

        <FooterLinks id="footer-quick-links" title="Quick Links" links={QUICK_LINKS} />
        <FooterLinks id="footer-service" title="Customer Service" links={SERVICE_LINKS} />

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Us
          </h2>
          {site ? (
            <address className={styles.contact}>
              <p className={styles.contactRow}>
                <MapPin aria-hidden="true" size={18} className={styles.contactIcon} />
                <span>{site.address}</span>
              </p>
              <p className={styles.contactRow}>
                <Phone aria-hidden="true" size={18} className={styles.contactIcon} />
                <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={styles.link}>
                  {site.phone}
                </a>
              </p>
              <p className={styles.contactRow}>
                <Mail aria-hidden="true" size={18} className={styles.contactIcon} />
                <a href={`mailto:${site.email}`} className={styles.link}>
                  <EmailText email={site.email} />
                </a>
              </p>
            </address>
          ) : (
            <div className={styles.contactSkeleton} aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          )}
          <h2 id="footer-newsletter" className={styles.heading}>
            Newsletter
          </h2>
          <p className={styles.blurb}>Offers and new arrivals, twice a month.</p>
          <NewsletterForm idPrefix="footer-newsletter" tone="dark" />
        </section>
      </div>

      <div className={styles.bottom}>
        <p className="container">© {year} Wattson. All rights reserved.</p>
      </div>
    </footer>
  );
}
