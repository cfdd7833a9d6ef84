import { HydrateLater } from '../../components/hydrate-later/hydrate-later';
import { useDocumentTitle } from '../../lib/use-document-title';
import { BannerSlider } from './banner-slider';
import { CategoryStrip } from './category-strip';
import { PopularProducts } from './popular-products';
import { ServiceHighlights } from './service-highlights';

export default function HomePage() {
  useDocumentTitle(undefined);
  return (
    <>
      <h1 className="visually-hidden">Wattson — electrical and lighting store</h1>
      {/* The page hydrates in parts, each a task of its own (ADR 71). */}
      <HydrateLater>
        <BannerSlider />
      </HydrateLater>
      <HydrateLater>
        <ServiceHighlights />
      </HydrateLater>
      <CategoryStrip />
      <PopularProducts />
    </>
  );
}
