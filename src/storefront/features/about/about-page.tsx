import { Link } from 'react-router';
import { Eye, Target } from 'lucide-react';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Page, PageTitle } from '../../components/page/page';
import styles from './about-page.module.css';

/** Spec §2: 1+ years, 100+ products, 50+ clients, 5+ cities. "Years" counts the online shop; the counter opened in 2005. */
const FIGURES = [
  { value: '1+', label: 'Years Online' },
  { value: '100+', label: 'Products' },
  { value: '50+', label: 'Business Clients' },
  { value: '5+', label: 'Cities Served' },
] as const;

const LEADERS = [
  {
    name: 'Rajesh Mehta',
    role: 'Founder & Managing Director',
    bio: 'Opened the first Wattson counter on Lamington Road in 2005 and still checks every new brand we stock.',
  },
  { name: 'Sunita Rao', role: 'Head of Operations', bio: 'Runs our warehouse and delivery partners, so that orders leave within a day and arrive intact.' },
  {
    name: 'Imran Qureshi',
    role: 'Technical Director',
    bio: 'A licensed electrical engineer who vets product specifications and answers the hardest customer questions.',
  },
  { name: 'Ananya Kulkarni', role: 'Head of Customer Experience', bio: 'Leads the team behind our help desk, returns and the advice you get before you buy.' },
] as const;

function avatarFor(name: string): string {
  return `/media/avatars/${name
    .toLowerCase()
    .replace(/[^a-z\s]/g, '')
    .trim()
    .split(/\s+/)
    .join('-')}.svg`;
}

export default function AboutPage() {
  useDocumentTitle('About Us');
  return (
    <Page className={styles.pageLayout}>
      <section className={styles.hero} aria-labelledby="about-title">
        <p className={styles.eyebrow}>About Wattson</p>
        <PageTitle id="about-title" onDark className={styles.title}>
          Powering Indian homes with the right electricals
        </PageTitle>
        <p className={styles.lead}>
          Premium electrical and lighting solutions, genuine brands and honest advice, from a Mumbai shop that has been trading since 2005.
        </p>
      </section>

      <section className={styles.story} aria-labelledby="about-story">
        <h2 id="about-story" className={styles.heading}>
          Our Story
        </h2>
        <div className={styles.storyText}>
          <p>
            Wattson began as a small counter in Mumbai's Lamington Road electrical market, where contractors and families came for switches, wire and fans, and
            for a straight answer about which one to buy. For nearly two decades we built our name on genuine, ISI-marked products and on advice that put safety
            before the sale.
          </p>
          <p>
            When customers from Pune, Bengaluru and Chennai began calling to order, we brought the shop online. Today the same team packs every order, issues a
            GST tax invoice for each one when it ships, and offers cash on delivery, so buying a ceiling fan or an RCCB online feels as safe as buying it across
            our counter.
          </p>
        </div>
      </section>

      <section aria-label="Wattson in figures">
        <dl className={styles.figures}>
          {FIGURES.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <div className={styles.purpose}>
        <section className={styles.purposeCard} aria-labelledby="about-mission">
          <Target aria-hidden="true" size={28} className={styles.purposeIcon} />
          <h2 id="about-mission" className={styles.heading}>
            Our Mission
          </h2>
          <p>
            To make safe, efficient electrical and lighting products easy to choose and easy to buy for every Indian home and business, with fair prices,
            genuine warranties and advice from people who know the trade.
          </p>
        </section>
        <section className={styles.purposeCard} aria-labelledby="about-vision">
          <Eye aria-hidden="true" size={28} className={styles.purposeIcon} />
          <h2 id="about-vision" className={styles.heading}>
            Our Vision
          </h2>
          <p>
            A country where every home is wired safely and lit beautifully, and where energy-saving fans, LEDs and smart controls are the everyday choice rather
            than the expensive exception.
          </p>
        </section>
      </div>

      <section aria-labelledby="about-team">
        <h2 id="about-team" className={styles.heading}>
          Our Leadership
        </h2>
        <ul className={styles.team}>
          {LEADERS.map((leader) => (
            <li key={leader.name} className={styles.member}>
              <img src={avatarFor(leader.name)} alt="" width={96} height={96} className={styles.avatar} loading="lazy" />
              <h3 className={styles.memberName}>{leader.name}</h3>
              <p className={styles.memberRole}>{leader.role}</p>
              <p className={styles.memberBio}>{leader.bio}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta" className={styles.ctaTitle}>
          Have a question or a project in mind?
        </h2>
        <p>Talk to our team about products, bulk orders or installation advice.</p>
        <Link to="/contact" className={styles.ctaButton}>
          Contact Us
        </Link>
      </section>
    </Page>
  );
}
