import { ExternalLink, MapPin } from 'lucide-react';
import styles from './contact-map-card.module.css';

/**
 * A drawn street map with the address and a link out, instead of an embedded map: it works offline,
 * needs no third-party frame or cookies, and never leaves a blank box when Google is unreachable.
 */
export function ContactMapCard({ address }: { address: string | undefined }) {
  const mapsUrl = address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}` : undefined;
  return (
    <section className={styles.card} aria-labelledby="contact-map-title">
      <svg className={styles.map} viewBox="0 0 640 280" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
        {/* Coloured by the design tokens (contact-map-card.module.css), like everything else on the page. */}
        <rect width="640" height="280" className={styles.land} />
        <path d="M0 70 H640 M0 200 H640 M120 0 V280 M330 0 V280 M520 0 V280" className={styles.road} strokeWidth="22" />
        <path d="M0 140 C160 110 260 180 640 120" className={styles.mainRoad} strokeWidth="14" fill="none" />
        <rect x="150" y="90" width="150" height="90" rx="8" className={styles.block} />
        <rect x="360" y="220" width="130" height="60" rx="8" className={styles.park} />
        <rect x="360" y="0" width="130" height="50" rx="8" className={styles.block} />
        <circle cx="330" cy="128" r="34" className={styles.pin} opacity="0.18" />
        <path d="M330 76 C312 76 298 90 298 108 C298 132 330 160 330 160 C330 160 362 132 362 108 C362 90 348 76 330 76 Z" className={styles.pin} />
        <circle cx="330" cy="108" r="11" className={styles.pinDot} />
      </svg>
      <div className={styles.body}>
        <h2 id="contact-map-title" className={styles.title}>
          <MapPin aria-hidden="true" size={20} />
          Find Our Store
        </h2>
        <address className={styles.address}>{address ?? 'Loading address…'}</address>
        {mapsUrl && (
          <a href={mapsUrl} className={styles.link} target="_blank" rel="noopener noreferrer">
            Open in Google Maps
            <ExternalLink aria-hidden="true" size={16} />
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    </section>
  );
}
