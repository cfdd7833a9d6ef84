import { Mail } from 'lucide-react';
import { NewsletterForm } from '../../components/newsletter/newsletter-form';
import styles from './newsletter-box.module.css';

export function NewsletterBox() {
  return (
    <section className={styles.box} aria-labelledby="blog-newsletter-title">
      <span className={styles.icon} aria-hidden="true">
        <Mail size={22} />
      </span>
      <h2 id="blog-newsletter-title" className={styles.title}>
        Subscribe to Our Newsletter
      </h2>
      <p className={styles.text}>Lighting ideas, safety tips and new arrivals in your inbox, about twice a month. Unsubscribe at any time.</p>
      <NewsletterForm idPrefix="blog-newsletter" />
    </section>
  );
}
