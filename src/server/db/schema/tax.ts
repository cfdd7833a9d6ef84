import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { orders } from './orders.js';

/**
 * GST rates as dated data: the longest HSN prefix in force on a date wins (modules/tax/gst-rates.service.ts).
 * `source` cites the notification, and says UNVERIFIED where the rate could not be confirmed.
 */
export const gstRates = pgTable(
  'gst_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hsnPrefix: text('hsn_prefix').notNull(),
    description: text('description').notNull().default(''),
    rateBp: integer('rate_bp').notNull(),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    /** Last day in force; null while in force. */
    effectiveTo: date('effective_to', { mode: 'string' }),
    notification: text('notification').notNull(),
    source: text('source').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('gst_rates_hsn_check', sql`${t.hsnPrefix} ~ '^[0-9]{4}([0-9]{2}){0,2}$'`),
    check('gst_rates_rate_check', sql`${t.rateBp} between 0 and 4000`),
    check('gst_rates_dates_check', sql`${t.effectiveTo} is null or ${t.effectiveTo} >= ${t.effectiveFrom}`),
    unique('gst_rates_prefix_from_unique').on(t.hsnPrefix, t.effectiveFrom),
    index('gst_rates_prefix_idx').on(t.hsnPrefix),
  ],
);

/**
 * The last number issued per series (invoice / credit note) and financial year. Issuing is one
 * upsert that increments and returns it inside the issuing transaction: the row lock makes
 * concurrent issuers wait, and a rollback gives the number back, so numbers neither skip nor repeat.
 */
export const documentSeries = pgTable(
  'document_series',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] }), check('document_series_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`)],
);

/** What the seller was when the document was issued: later changes to the settings leave it as it was. */
export interface SellerSnapshot {
  legalName: string;
  address: string;
  state: string;
  stateCode: string;
  gstin: string;
}

/** Tax invoices and credit notes; one of each kind per order at most. */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    seller: jsonb('seller').$type<SellerSnapshot>().notNull(),
    reason: text('reason'),
    /** A return's credit note (returns module): it reverses that return's lines only. */
    returnId: uuid('return_id').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('tax_documents_kind_check', sql`${t.kind} in ('invoice', 'credit_note')`),
    check('tax_documents_number_check', sql`length(${t.number}) <= 16 and ${t.number} ~ '^[A-Za-z0-9/-]+$'`),
    uniqueIndex('tax_documents_order_kind_unique')
      .on(t.orderId, t.kind)
      .where(sql`${t.returnId} is null`),
    unique('tax_documents_series_unique').on(t.kind, t.financialYear, t.sequence),
    index('tax_documents_issued_idx').on(t.issuedAt),
  ],
);

/** The seller's GST identity; one row (id 1), environment values until staff save their own. */
export const shopTaxSettings = pgTable(
  'shop_tax_settings',
  {
    id: integer('id').primaryKey(),
    legalName: text('legal_name').notNull(),
    address: text('address').notNull(),
    state: text('state').notNull(),
    gstin: text('gstin').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('shop_tax_settings_single_row', sql`${t.id} = 1`)],
);
