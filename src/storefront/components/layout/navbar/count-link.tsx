import { Link } from 'react-router';
import type { LucideIcon } from 'lucide-react';
import { useServerValueWhileHydrating } from '../../../lib/hydration';
import styles from './navbar.module.css';

interface CountLinkProps {
  to: string;
  label: string;
  count: number;
  icon: LucideIcon;
}

/** Icon link with a count badge; the count is part of the accessible name because the badge is hidden from it. */
export function CountLink({ to, label, count: current, icon: Icon }: CountLinkProps) {
  // The server knows no guest cart or session: it always drew no count.
  const count = useServerValueWhileHydrating(current, 0);
  const name = count > 0 ? `${label}, ${count} item${count === 1 ? '' : 's'}` : label;
  return (
    <Link to={to} className={styles.iconButton} aria-label={name}>
      <Icon aria-hidden="true" size={21} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
