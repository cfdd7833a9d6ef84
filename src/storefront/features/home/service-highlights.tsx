import { BadgeCheck, Headset, ShieldCheck, Truck, type LucideIcon } from 'lucide-react';
import styles from './service-highlights.module.css';

const HIGHLIGHTS: ReadonlyArray<{ icon: LucideIcon; title: string; text: string }> = [
  { icon: Truck, title: 'Free shipping', text: 'On every order, across India' },
  { icon: BadgeCheck, title: 'Genuine brands', text: 'Sourced from authorised dealers' },
  { icon: ShieldCheck, title: 'Secure checkout', text: 'Your details stay protected' },
  { icon: Headset, title: 'Expert support', text: 'Advice from trained electricians' },
];

export function ServiceHighlights() {
  return (
    <section className="container" aria-label="Why shop with Wattson">
      <ul className={styles.list}>
        {HIGHLIGHTS.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.item}>
            <span className={styles.icon} aria-hidden="true">
              <Icon size={22} />
            </span>
            <span>
              <strong className={styles.title}>{title}</strong>
              <span className={styles.text}>{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
