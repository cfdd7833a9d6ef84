import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { ProductDetail } from '../../../shared/catalog/product-variants.schema';
import { variantDisplayName } from '../../../shared/catalog/variant-name';
import { useCategories } from '../../api/categories/get-categories';
import { useProduct } from '../../api/products/get-product';
import { Breadcrumb } from '../../components/breadcrumb/breadcrumb';
import { HydrateLater } from '../../components/hydrate-later/hydrate-later';
import { Page } from '../../components/page/page';
import { PriceTag } from '../../components/product/price-tag';
import { StarRating } from '../../components/product/star-rating';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ImageGallery } from './image-gallery';
import { ProductDetailsSections } from './product-details-sections';
import { ProductDetailSkeleton, ProductLoadFailed, ProductNotFound } from './product-status-panels';
import { PurchasePanel } from './purchase-panel';
import { CompareToggle } from '../../components/compare/compare-toggle';
import { RelatedProducts } from './related-products';
import { BackInStock } from './back-in-stock';
import { ProductReviews } from './product-reviews';
import { VariantPicker } from './variant-picker';
import styles from './product-detail-page.module.css';

function ProductSummary({ product }: { product: ProductDetail }) {
  const label = product.variantGroup?.variants.find((v) => v._id === product._id)?.label ?? '';
  return (
    <div className={styles.summary}>
      {(product.isNew || product.isBestSeller) && (
        <ul className={styles.badges} aria-label="Highlights">
          {product.isNew && <li className={`${styles.badge} ${styles.badgeNew}`}>New</li>}
          {product.isBestSeller && <li className={`${styles.badge} ${styles.badgeBest}`}>Best Seller</li>}
        </ul>
      )}
      {product.brand && <p className={styles.brand}>{product.brand}</p>}
      <h1 className={styles.name}>{product.name}</h1>
      <div className={styles.rating}>
        <StarRating rating={product.rating} size={18} />
        <span className={styles.reviews}>({product.reviewCount} reviews)</span>
      </div>
      <div className={styles.priceBlock}>
        <PriceTag price={product.price} originalPrice={product.displayOriginalPrice} discount={product.discount} size="lg" gstRate={product.gstRate} />
        <p className={styles.taxNote}>
          {product.gstRate === null
            ? 'GST rate not set: this product cannot be ordered right now'
            : `Price before GST; ${product.gstRate}% GST (HSN ${product.hsn}) is added at checkout, with a tax invoice when it ships`}
        </p>
      </div>
      {product.variantGroup && <VariantPicker group={product.variantGroup} productId={product._id} />}
      {/* Keyed by product so quantity and button state reset when a related product or another variant is opened. */}
      <PurchasePanel key={product._id} product={{ ...product, name: variantDisplayName(product.name, label) }} />
      {product.stock <= 0 && <BackInStock key={`alert-${product._id}`} productId={product._id} />}
      <CompareToggle product={product} />
    </div>
  );
}

export default function ProductDetailPage() {
  const { productId = '' } = useParams();
  const product = useProduct(productId);
  const categories = useCategories();
  useDocumentTitle(product.data === null ? 'Product not found' : product.data?.name);

  let content: ReactNode;
  if (product.isPending) {
    content = <ProductDetailSkeleton />;
  } else if (product.isError) {
    content = <ProductLoadFailed onRetry={() => void product.refetch()} retrying={product.isFetching} />;
  } else if (product.data === null) {
    content = <ProductNotFound productId={productId} />;
  } else {
    const item = product.data;
    const categoryName = categories.data?.find((entry) => entry.category === item.category)?.name ?? item.category;
    const images = item.images.length > 0 ? item.images : [item.imageUrl];
    content = (
      <>
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: categoryName, to: `/categories/${item.category}` }, { label: item.name }]} />
        <div className={styles.top}>
          <ImageGallery key={item._id} images={images} name={item.name} />
          <ProductSummary product={item} />
        </div>
        {/* Below the fold: hydrated in tasks of their own, after the gallery and the purchase panel (ADR 71). */}
        <HydrateLater>
          <div className={styles.details}>
            <ProductDetailsSections product={item} />
          </div>
        </HydrateLater>
        <HydrateLater key={`reviews-${item._id}`}>
          <ProductReviews productId={item._id} catalogRating={{ rating: item.rating, reviewCount: item.reviewCount }} />
        </HydrateLater>
        <RelatedProducts productId={item._id} category={item.category} />
      </>
    );
  }

  return <Page>{content}</Page>;
}
