import type { CachedBody, CachedPage } from './cache/cached-body.js';
import type { TtlCache } from './cache/ttl-cache.js';
import type { AppConfig } from './config.js';
import type { StaffRole } from '../shared/admin/staff.schema.js';
import type { Database, Db } from './db/client.js';
import type { ShopJobs } from './jobs/shop-jobs.js';
import type { Mailer } from './mail/mailer.js';
import type { PaymentProvider } from './modules/payments/payment-provider.js';
import type { DrainState } from './plugins/graceful-drain.js';
import type { ShopMetrics } from './plugins/metrics.js';
import type { SearchMissLog } from './modules/search/search-misses.service.js';
import type { CatalogIndexHolder } from './modules/products/catalog-index/catalog-index-holder.js';

export interface AuthUser {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  sessionId: string;
  sessionKind: 'customer' | 'admin';
  /** An admin's role (ADR 56); null for customers. */
  staffRole: StaffRole | null;
}

/**
 * What a writer knows of its change to products. An order only takes stock (`stockTakenOnly`): nothing
 * came back in stock, so the restock listeners skip the writer's own call and hear the table's notice once.
 */
export interface ProductsWrite {
  stockTakenOnly?: boolean;
  /**
   * The writing transaction's id (`pg_current_xact_id()`), when the writer knows it: its products are
   * then re-read once, on that transaction's own change notice, which the writer awaits (ADR 76).
   */
  transactionId?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    /** Serialised catalog responses; cleared by every catalog write. */
    catalogCache: TtlCache<CachedBody>;
    /** Server-rendered storefront pages by URL; cleared with the catalog cache. */
    pageCache: TtlCache<CachedPage>;
    /** Clears cached catalog reads and rendered pages here and, through NOTIFY, in every other process. */
    invalidateCatalog(): Promise<void>;
    /** Runs on every full clear of the catalog caches, here or noticed from another process (invalidateCatalog awaits it). */
    onCatalogChange(listener: () => Promise<void>): void;
    /** Every listed product's list fields in memory: lists, totals and facets without search words (ADR 36). */
    catalogIndex: CatalogIndexHolder;
    /**
     * After a write to these products has committed: re-reads them into this process's catalog index
     * and drops the cached answers and pages that showed them. Other processes learn of it through the
     * `products_changed` notice the products table's trigger sends (ADR 37).
     */
    productsChanged(ids: string[], change?: ProductsWrite): Promise<void>;
    /**
     * Runs when products changed: after `productsChanged` here (awaited by it, so the writer reads its
     * own change), or on another process's `products_changed` notice. Other in-process indexes of the
     * products (the search index) follow the catalog through this.
     */
    onProductsChanged(listener: (ids: string[] | 'all', change?: ProductsWrite) => Promise<void>): void;
    /** Sends now: for mails whose failure the user must hear of (sign-up codes, contact messages). */
    mailer: Mailer;
    /** The job queue on PostgreSQL (jobs/): order and status mails, scheduled purges. */
    jobs: ShopJobs;
    /** Whether the server is draining, and a count of its answers in flight (plugins/graceful-drain.ts). */
    drain: DrainState;
    /** In-memory Prometheus counters; modules count their own events (orders, sign-ins) here. */
    metrics: ShopMetrics;
    /** Searches that found nothing, counted and written in batches (modules/search). */
    searchMisses: SearchMissLog;
    routeTable: { method: string; url: string }[];
    /** The online payment provider (Razorpay) when RAZORPAY_* are set; null is Cash on Delivery only (ADR 30). */
    paymentProvider: PaymentProvider | null;
  }
  interface FastifyRequest {
    /** Set by the session plugin when a valid token came with the request. */
    user: AuthUser | null;
  }
}
