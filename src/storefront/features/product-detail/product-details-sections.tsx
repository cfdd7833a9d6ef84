import { CheckCircle2 } from 'lucide-react';
import type { Product } from '../../../shared/catalog/product.schema';
import styles from './product-details-sections.module.css';

export function ProductDetailsSections({ product }: { product: Product }) {
  const specifications = Object.entries(product.specifications);
  return (
    <div className={styles.sections}>
      <section className={styles.card} aria-labelledby="product-description-title">
        <h2 id="product-description-title" className={styles.heading}>
          Description
        </h2>
        <p className={styles.description}>{product.description}</p>
      </section>

      {product.features.length > 0 && (
        <section className={styles.card} aria-labelledby="product-features-title">
          <h2 id="product-features-title" className={styles.heading}>
            Key Features
          </h2>
          <ul className={styles.features}>
            {product.features.map((feature) => (
              <li key={feature} className={styles.feature}>
                <CheckCircle2 size={18} aria-hidden="true" className={styles.featureIcon} />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {specifications.length > 0 && (
        <section className={`${styles.card} ${styles.wide}`} aria-labelledby="product-specs-title">
          <h2 id="product-specs-title" className={styles.heading}>
            Specifications
          </h2>
          <table className={styles.table}>
            <tbody>
              {specifications.map(([key, value]) => (
                <tr key={key}>
                  <th scope="row">{key}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
