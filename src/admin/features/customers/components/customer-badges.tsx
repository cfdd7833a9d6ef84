import { Badge } from '../../../components/badge/badge';
import type { CustomerRow } from '../api/get-customers';
import styles from './customers.module.css';

/** Verified / Unverified and Blocked, in words as well as colour. */
export function CustomerBadges({ customer }: { customer: Pick<CustomerRow, 'verified' | 'blocked'> }) {
  return (
    <span className={styles.badges}>
      {customer.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="neutral">Unverified</Badge>}
      {customer.blocked && <Badge tone="danger">Blocked</Badge>}
    </span>
  );
}
