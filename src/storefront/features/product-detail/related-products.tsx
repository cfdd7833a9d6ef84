import { useProducts } from '../../api/products/get-products';
import { ProductGrid } from '../../components/product/product-grid';
import styles from './related-products.module.css';

const RELATED_MAX = 4;

interface RelatedProductsProps {
  productId: string;
  category: string;
}

/** Spec §7/§9: same category, excluding this product, at most 4 — so ask for one more than shown. */
export function RelatedProducts({ productId, category }: RelatedProductsProps) {
  const related = useProducts({ category, pageSize: RELATED_MAX + 1 });
  const items = (related.data?.items ?? []).filter((item) => item._id !== productId).slice(0, RELATED_MAX);

  // Related items are a bonus: on failure or when there are none, the section quietly stays away.
  if (related.isError || (!related.isPending && items.length === 0)) return null;

  return (
    <section className={styles.section} aria-labelledby="related-products-title">
      <h2 id="related-products-title" className={styles.heading}>
        Related Products
      </h2>
      <ProductGrid products={items} loading={related.isPending} skeletonCount={RELATED_MAX} />
    </section>
  );
}
