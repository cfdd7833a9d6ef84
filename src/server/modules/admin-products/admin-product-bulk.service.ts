import { and, asc, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  BULK_PREVIEW_SAMPLE,
  productFlagLabels,
  type BulkApplyRequest,
  type BulkChange,
  type BulkPreview,
  type BulkPreviewRequest,
  type BulkResult,
  type BulkSelection,
} from '../../../shared/admin/admin-product-bulk.schema.js';
import { typedSpecsOf } from '../../../shared/catalog/attributes/typed-specs.js';
import { productStatusLabels } from '../../../shared/catalog/product-status.js';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money.js';
import { queryRows, type Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import type { AuthUser } from '../../fastify-types.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { adminFilterConditions, resolveCategory, specificationProblem, subCategoryProblem, type ResolvedCategory } from './admin-products.service.js';

/** The price column's ceiling in paise (₹1 crore, the form's maximum): a percentage rise stops there. */
const MAX_PRICE_PAISE = rupeesToPaise(10_000_000);

/**
 * The rows an action applies to. Hiding or deleting a variant group's main product takes its live
 * variants with it: left alone they would have no card (ADR 65) and yet stay on sale by their own
 * addresses. Making a group active does not wake variants staff keep as drafts.
 */
function selectionCondition(selection: BulkSelection, change: BulkChange): SQL {
  const where = selection.kind === 'ids' ? [isNull(products.deletedAt), inArray(products.id, selection.ids)] : adminFilterConditions(selection.filter);
  const chosen = and(...where) ?? sql`true`;
  const hidesGroup = change.action === 'delete' || (change.action === 'setStatus' && change.status !== 'active');
  if (!hidesGroup) return chosen;
  return sql`((${chosen}) or (${products.deletedAt} is null and ${products.variantOf} in (select ${products.id} from ${products} where ${chosen})))`;
}

/**
 * What an action writes, as SQL over the row's current values: `before` and `after` are what the
 * preview shows, `set` what the UPDATE assigns (the same `after`), so the preview cannot promise one
 * thing and the update do another. Money is shown in rupees.
 */
interface ActionSql {
  field: string;
  before: SQL;
  after: SQL;
  set: Record<string, SQL>;
  /** Shown values: paise → rupees. */
  money?: boolean;
}

function actionSql(change: BulkChange, category: ResolvedCategory | null): ActionSql {
  switch (change.action) {
    case 'setPrice': {
      const after = sql`${rupeesToPaise(change.price)}::int`;
      return { field: 'price', before: sql`${products.pricePaise}`, after, set: { pricePaise: after }, money: true };
    }
    case 'adjustPrice': {
      const after = sql`least(round(${products.pricePaise} * (100 + ${change.percent}::numeric) / 100), ${MAX_PRICE_PAISE})::int`;
      return { field: 'price', before: sql`${products.pricePaise}`, after, set: { pricePaise: after }, money: true };
    }
    case 'setStock': {
      const after = sql`${change.stock}::int`;
      return { field: 'stock', before: sql`${products.stock}`, after, set: { stock: after } };
    }
    case 'addStock': {
      // Relative to the row as it is when the UPDATE reaches it: a checkout before or after composes with it.
      const after = sql`greatest(${products.stock} + ${change.delta}::int, 0)`;
      return { field: 'stock', before: sql`${products.stock}`, after, set: { stock: after } };
    }
    case 'setDiscount': {
      const after = sql`${change.discount}::int`;
      return { field: 'discount', before: sql`${products.discount}`, after, set: { discount: after } };
    }
    case 'setStatus': {
      const after = sql`${change.status}::text`;
      return { field: 'status', before: sql`${products.status}`, after, set: { status: after } };
    }
    case 'setCategory': {
      const path = `${category?.slug ?? ''}${change.subCategory ? `/${change.subCategory}` : ''}`;
      const after = sql`${path}::text`;
      const before = sql`${products.categorySlug} || case when ${products.subCategory} = '' then '' else '/' || ${products.subCategory} end`;
      return {
        field: 'category',
        before,
        after,
        set: { categorySlug: sql`${category?.slug ?? ''}::text`, subCategory: sql`${change.subCategory}::text` },
      };
    }
    case 'setFlag': {
      const column = products[change.flag];
      const after = sql`${change.value}::boolean`;
      return { field: productFlagLabels[change.flag], before: sql`${column}`, after, set: { [change.flag]: after } };
    }
    case 'setLowStockThreshold': {
      const after = change.threshold === null ? sql`null::int` : sql`${change.threshold}::int`;
      return { field: 'lowStockThreshold', before: sql`${products.lowStockThreshold}`, after, set: { lowStockThreshold: after } };
    }
    case 'delete':
      return { field: 'deleted', before: sql`false`, after: sql`true`, set: { deletedAt: sql`now()` } };
  }
}

async function categoryFor(db: Db, change: BulkChange): Promise<ResolvedCategory | null> {
  if (change.action !== 'setCategory') return null;
  const category = await resolveCategory(db, change.category);
  const problem = subCategoryProblem(category, change.subCategory);
  if (problem) throw new HttpError(400, problem);
  return category;
}

type Shown = string | number | boolean | null;

function shown(value: unknown, money: boolean | undefined): Shown {
  if (value === null || value === undefined) return null;
  if (money) return paiseToRupees(Number(value));
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * Specifications the new category cannot read (a "48 in" sweep moved into wiring is fine, a typed
 * number that does not parse is not): the same 422 a single save gives, per product.
 */
async function categoryProblems(db: Db, where: SQL, category: ResolvedCategory | null): Promise<BulkPreview['problems']> {
  if (!category) return [];
  const rows = await db
    .select({ id: products.id, name: products.name, specifications: products.specifications })
    .from(products)
    .where(and(where, sql`${products.categorySlug} <> ${category.slug}`))
    .orderBy(asc(products.name), asc(products.id));
  return rows.flatMap((row) => {
    const message = specificationProblem(category.slug, row.specifications);
    return message ? [{ _id: row.id, name: row.name, message }] : [];
  });
}

export async function previewBulk(db: Db, request: BulkPreviewRequest): Promise<BulkPreview> {
  const category = await categoryFor(db, request.change);
  const action = actionSql(request.change, category);
  const where = selectionCondition(request.selection, request.change);
  const changedSql = sql`(${action.before}) is distinct from (${action.after})`;
  const [counts] = await queryRows<{ count: number; changed: number }>(
    db,
    sql`select count(*)::int as count, (count(*) filter (where ${changedSql}))::int as changed from ${products} where ${where}`,
  );
  const sample = await db
    .select({ id: products.id, sku: products.sku, name: products.name, before: action.before, after: action.after })
    .from(products)
    .where(where)
    .orderBy(asc(products.name), asc(products.id))
    .limit(BULK_PREVIEW_SAMPLE);
  return {
    count: counts?.count ?? 0,
    changed: counts?.changed ?? 0,
    field: action.field,
    sample: sample.map((row) => ({
      _id: row.id,
      sku: row.sku,
      name: row.name,
      before: shown(row.before, action.money),
      after: shown(row.after, action.money),
    })),
    problems: await categoryProblems(db, where, category),
  };
}

function describeChange(change: BulkChange, category: ResolvedCategory | null): string {
  switch (change.action) {
    case 'setPrice':
      return `price set to ₹${change.price}`;
    case 'adjustPrice':
      return `price ${change.percent >= 0 ? 'raised' : 'lowered'} by ${Math.abs(change.percent)}%`;
    case 'setStock':
      return `stock set to ${change.stock}`;
    case 'addStock':
      return change.delta >= 0 ? `${change.delta} added to stock` : `${-change.delta} taken from stock`;
    case 'setDiscount':
      return `discount set to ${change.discount}%`;
    case 'setStatus':
      return `status set to ${productStatusLabels[change.status]}`;
    case 'setCategory':
      return `moved to ${category?.name ?? change.category}${change.subCategory ? ` › ${change.subCategory}` : ''}`;
    case 'setFlag':
      return `${productFlagLabels[change.flag]} ${change.value ? 'set' : 'cleared'}`;
    case 'setLowStockThreshold':
      return change.threshold === null ? 'low-stock threshold set to the shop default' : `low-stock threshold set to ${change.threshold}`;
    case 'delete':
      return 'deleted';
  }
}

/** Recomputes typed specifications of the moved products for their new category (filters read them). */
async function retypeMovedProducts(tx: Db, ids: string[], category: ResolvedCategory): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await tx
      .select({ id: products.id, specifications: products.specifications })
      .from(products)
      .where(inArray(products.id, ids.slice(i, i + 500)));
    if (rows.length === 0) continue;
    const values = sql.join(
      rows.map((row) => sql`(${row.id}::text, ${JSON.stringify(typedSpecsOf(category.slug, row.specifications).values)}::jsonb)`),
      sql`, `,
    );
    await tx.execute(sql`update ${products} set typed_specs = v.typed from (values ${values}) as v(id, typed) where ${products.id} = v.id`);
  }
}

/**
 * One transaction: the selected rows are locked in id order (the order checkouts lock products in,
 * so the two never deadlock), counted against the preview's count (a selection that changed meanwhile
 * is refused, 409, and nothing is written), updated in one statement whose new values are computed
 * from each row as it is then, and audited once with the count.
 */
/** A bulk action's answer, and the products it changed (the server re-reads them at once: staff see their change). */
export type BulkApplied = BulkResult & { changedIds: string[] };

export async function applyBulk(db: Db, actor: Pick<AuthUser, 'id' | 'email'> | null, request: BulkApplyRequest): Promise<BulkApplied> {
  return db.transaction(async (tx) => {
    const category = await categoryFor(tx, request.change);
    const action = actionSql(request.change, category);
    const where = selectionCondition(request.selection, request.change);
    const locked = await queryRows<{ id: string }>(tx, sql`select ${products.id} as id from ${products} where ${where} order by ${products.id} for update`);
    if (locked.length !== request.expectedCount) {
      throw new HttpError(
        409,
        `The selection changed since the preview: ${locked.length} products match now, not ${request.expectedCount}. Please preview again.`,
      );
    }
    const problems = await categoryProblems(tx, where, category);
    const [firstProblem] = problems;
    if (firstProblem) throw new HttpError(422, `${firstProblem.name}: ${firstProblem.message}`);

    const ids = locked.map((row) => row.id);
    const changedIds: string[] = [];
    for (let i = 0; i < ids.length; i += 1000) {
      const batch = ids.slice(i, i + 1000);
      const updated = await tx
        .update(products)
        .set({ ...action.set, updatedAt: sql`now()` })
        .where(and(inArray(products.id, batch), sql`(${action.before}) is distinct from (${action.after})`))
        .returning({ id: products.id });
      changedIds.push(...updated.map((row) => row.id));
    }
    if (category && changedIds.length > 0) await retypeMovedProducts(tx, changedIds, category);

    const summary = describeChange(request.change, category);
    await recordAudit(tx, actor, 'product.bulk', 'product', 'bulk', {
      action: request.change.action,
      change: request.change,
      summary,
      count: ids.length,
      changed: changedIds.length,
      selection: request.selection.kind === 'ids' ? { ids: request.selection.ids.slice(0, 50), total: request.selection.ids.length } : request.selection,
    });
    return { count: ids.length, changed: changedIds.length, message: `${changedIds.length} of ${ids.length} products ${summary}`, changedIds };
  });
}
