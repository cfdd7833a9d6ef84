import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { CONTACT_SUBJECT_MAX } from '../../../shared/content/contact-limits';
import { useSiteInfo } from '../../api/site/get-site-info';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ContactForm } from './contact-form';
import { ContactMapCard } from './contact-map-card';
import { Page, PageTitle } from '../../components/page/page';
import styles from './contact-page.module.css';
import { EmailText } from '../../components/email-text/email-text';

function InfoCard({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <li className={styles.infoCard}>
      <span className={styles.infoIcon} aria-hidden="true">
        <Icon size={22} />
      </span>
      <div className={styles.infoText}>
        <h2 className={styles.infoTitle}>{title}</h2>
        {children}
      </div>
    </li>
  );
}

export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const { data: site } = useSiteInfo();
  const [params] = useSearchParams();
  // A blog post's 'Comments' link arrives with its subject filled in.
  const initialSubject = (params.get('subject') ?? '').slice(0, CONTACT_SUBJECT_MAX);

  return (
    <Page className={styles.pageLayout}>
      <header className={styles.header}>
        <PageTitle>Contact Us</PageTitle>
        <p className={styles.intro}>
          Questions about a product, a bulk order or an installation? Write to us or call, and our team will get back to you within one working day.
        </p>
      </header>

      <ul className={styles.info}>
        <InfoCard icon={Phone} title="Call Us">
          {site ? <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a> : <span className={styles.placeholder} />}
          <p className={styles.note}>Mon–Sat, 10 am – 7 pm IST</p>
        </InfoCard>
        <InfoCard icon={Mail} title="Email Us">
          {site ? (
            <a href={`mailto:${site.email}`}>
              <EmailText email={site.email} />
            </a>
          ) : (
            <span className={styles.placeholder} />
          )}
          <p className={styles.note}>We reply within one working day</p>
        </InfoCard>
        <InfoCard icon={MapPin} title="Visit Us">
          {site ? <address className={styles.address}>{site.address}</address> : <span className={styles.placeholder} />}
        </InfoCard>
        <InfoCard icon={Clock} title="Store Hours">
          <p>Monday to Saturday, 10 am – 7 pm</p>
          <p className={styles.note}>Closed on Sundays and public holidays</p>
        </InfoCard>
      </ul>

      <div className={styles.layout}>
        {/* Keyed by the prefilled subject so a second 'Comments' link starts a fresh form. */}
        <ContactForm key={initialSubject} initialSubject={initialSubject} />
        <ContactMapCard address={site?.address} />
      </div>
    </Page>
  );
}
