import { Link } from 'react-router';
import type { BlogPost } from '../../../shared/content/blog.schema';
import { MediaImage } from '../../components/media-image/media-image';
import styles from './related-product-list.module.css';

/** Products the article mentions, read live from the catalog (removed products are already left out). */
export function RelatedProductList({ products }: { products: BlogPost['relatedProducts'] }) {
  if (products.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="blog-related-products">
      <h2 id="blog-related-products" className={styles.heading}>
        Related Products
      </h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id} className={styles.item}>
            <MediaImage src={product.image} alt={product.name} className={styles.image} width={80} height={80} sizes="80px" />
            <div className={styles.info}>
              <p className={styles.name}>{product.name}</p>
              <p className={styles.price}>{product.price}</p>
              <Link to={`/products/${encodeURIComponent(product.id)}`} className={styles.link}>
                View Product<span className="visually-hidden">: {product.name}</span> <span aria-hidden="true">→</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
