import type { ProductsWrite } from '../../../fastify-types.js';

/** A transaction whose writer or notice has not come within this long is forgotten (another process's transactions, mostly). */
const KEPT_MS = 10_000;
/** A transaction both sides have come for is forgotten this long after (longer than the plugin's grace for a notice's listeners). */
const FORGET_AFTER_MS = 50;
/** At most this many transactions are tracked; past it the oldest are forgotten (their products are then re-read twice, as before ADR 76). */
const MAX_TRACKED = 2_000;

interface Transaction {
  /** What the writer here said of its change, once it has called. */
  change: ProductsWrite | null;
  /** Per product, the re-read after the commit that covers it (the writer's, or the notice's). */
  reads: Map<string, Promise<void>>;
  /** Products the notice named, and those the writer named. */
  noticed: Set<string>;
  written: Set<string>;
  seenAt: number;
}

/**
 * Ties a writer in this process to its own transaction's `products_changed` notice, which names the
 * transaction (drizzle/0191), so that the products it changed are re-read once here, not twice (ADR
 * 76). Whichever comes first after the commit — the writer's call or the notice — re-reads them; the
 * other reuses that re-read, which began after the commit. The writer has told the listeners (the
 * search index, the restock check) what its change was; its notice is not told to them again.
 */
export class OwnProductWrites {
  private readonly transactions = new Map<string, Transaction>();

  constructor(private readonly clock: () => number = Date.now) {}

  /** How many transactions are tracked (tests: nothing is left behind). */
  get size(): number {
    return this.transactions.size;
  }

  /** The writer's side, after its commit: resolves once each of `ids` has been re-read since, by the notice's read or by `reread`. */
  async written(xid: string, ids: string[], change: ProductsWrite, reread: (ids: string[]) => Promise<void>): Promise<void> {
    const transaction = this.track(xid);
    transaction.change = change;
    const missing = [...new Set(ids)].filter((id) => !transaction.reads.has(id));
    if (missing.length > 0) {
      const read = reread(missing);
      // Awaited below; a notice that reuses it must not leave a rejection unhandled.
      read.catch(() => undefined);
      for (const id of missing) transaction.reads.set(id, read);
    }
    for (const id of ids) transaction.written.add(id);
    const reads = new Set<Promise<void>>();
    for (const id of ids) {
      const read = transaction.reads.get(id);
      if (read) reads.add(read);
    }
    this.forgetIfDone(xid, transaction);
    await Promise.all(reads);
  }

  /**
   * The notice's side: transaction `xid` changed `ids`. Answers what is left to do here: the products
   * no re-read since the commit covers yet (`reread`, to be re-read by the caller, which reports the
   * read with `reading`), and whether its listeners were told already by the writer (`toldBy`).
   */
  noticed(xid: string, ids: string[]): { reread: string[]; toldBy: ProductsWrite | null } {
    const transaction = this.track(xid);
    for (const id of ids) transaction.noticed.add(id);
    const reread = ids.filter((id) => !transaction.reads.has(id));
    const toldBy = reread.length === 0 ? transaction.change : null;
    this.forgetIfDone(xid, transaction);
    return { reread, toldBy };
  }

  /** The re-read a notice started (after its commit) for these products, for a writer that calls after it. */
  reading(xid: string, ids: string[], read: Promise<void>): void {
    const transaction = this.transactions.get(xid);
    if (!transaction) return;
    for (const id of ids) if (!transaction.reads.has(id)) transaction.reads.set(id, read);
  }

  /** What the transaction's writer here said of its change, if it has called (a notice that came first asks after a tick). */
  changeOf(xid: string): ProductsWrite | null {
    return this.transactions.get(xid)?.change ?? null;
  }

  /** Once the writer has called and the notice has named all it wrote, there is nothing left to tie. */
  private forgetIfDone(xid: string, transaction: Transaction): void {
    if (transaction.change === null || transaction.written.size === 0) return;
    for (const id of transaction.written) if (!transaction.noticed.has(id)) return;
    // Kept a moment more for the listeners of a notice that came first (the plugin's grace).
    setTimeout(() => this.transactions.delete(xid), FORGET_AFTER_MS).unref();
  }

  private track(xid: string): Transaction {
    const now = this.clock();
    let transaction = this.transactions.get(xid);
    if (!transaction) {
      for (const [old, kept] of this.transactions) {
        if (now - kept.seenAt <= KEPT_MS && this.transactions.size < MAX_TRACKED) break;
        this.transactions.delete(old);
      }
      transaction = { change: null, reads: new Map(), noticed: new Set(), written: new Set(), seenAt: now };
      this.transactions.set(xid, transaction);
    }
    return transaction;
  }
}

/** A notice's payload read: its transaction (drizzle/0191; absent from older notices) and the products it names. */
export function transactionOfNotice(ids: string[]): { xid: string | null; ids: string[] } {
  const first = ids[0];
  if (first === undefined || !first.startsWith('xid:')) return { xid: null, ids };
  return { xid: first.slice('xid:'.length), ids: ids.slice(1) };
}
