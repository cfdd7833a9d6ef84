import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { MessageCircle } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Page, PageTitle } from '../../components/page/page';
import styles from './info-page.module.css';

export interface InfoQuestion {
  /** Anchor for links such as /faq#installation (the help widget's questions). */
  id: string;
  question: string;
  answer: string[];
}

export interface InfoSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  points?: string[];
  questions?: InfoQuestion[];
}

export interface InfoPageContent {
  title: string;
  intro: string;
  /** Shown as 'Last updated …' on policies; the FAQ has none. */
  updated?: string;
  sections: InfoSection[];
}

const HELP_PAGES = [
  { to: '/faq', label: 'FAQ' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms & Conditions' },
] as const;

/** The shared layout of the FAQ and the four policies (footer 'Customer Service', help widget). */
export default function InfoPage({ content }: { content: InfoPageContent }) {
  useDocumentTitle(content.title);
  const { hash } = useLocation();

  // The router restores scroll positions but does not follow #anchors into freshly rendered content.
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <Page className={styles.pageLayout}>
      <nav className={styles.nav} aria-label="Help and policies">
        <ul className={styles.navList}>
          {HELP_PAGES.map((page) => (
            <li key={page.to}>
              <NavLink to={page.to} className={({ isActive }) => `${styles.navLink} ${isActive ? styles.navActive : ''}`}>
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <article className={styles.article}>
        <header className={styles.header}>
          <PageTitle>{content.title}</PageTitle>
          <p className={styles.intro}>{content.intro}</p>
          {content.updated && <p className={styles.updated}>Last updated: {content.updated}</p>}
        </header>

        {content.sections.map((section) => (
          <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
            <h2 id={`${section.id}-title`} className={styles.heading}>
              {section.heading}
            </h2>
            {section.paragraphs?.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.points && (
              <ul className={styles.points}>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
            {section.questions?.map((item) => (
              <div key={item.id} id={item.id} className={styles.question}>
                <h3 className={styles.questionTitle}>{item.question}</h3>
                {item.answer.map((text) => (
                  <p key={text}>{text}</p>
                ))}
              </div>
            ))}
          </section>
        ))}

        <aside className={styles.help} aria-labelledby="info-help-title">
          <MessageCircle aria-hidden="true" size={24} className={styles.helpIcon} />
          <div>
            <h2 id="info-help-title" className={styles.helpTitle}>
              Still have a question?
            </h2>
            <p>Our team answers within one working day.</p>
          </div>
          <Link to="/contact" className={styles.helpButton}>
            Contact Us
          </Link>
        </aside>
      </article>
    </Page>
  );
}
