import { describe, expect, it, vi } from 'vitest';
import { OwnProductWrites, transactionOfNotice } from './own-product-writes.js';

const stockTaken = { stockTakenOnly: true, transactionId: '900' };

describe('OwnProductWrites', () => {
  it('lets the notice that comes after its writer re-read nothing and tell no listener', async () => {
    const writes = new OwnProductWrites();
    const reread = vi.fn(async () => undefined);
    await writes.written('900', ['p1', 'p2'], stockTaken, reread);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(reread).toHaveBeenCalledWith(['p1', 'p2']);
    expect(writes.noticed('900', ['p1'])).toEqual({ reread: [], toldBy: stockTaken });
    expect(writes.noticed('900', ['p2'])).toEqual({ reread: [], toldBy: stockTaken });
  });

  it('lets a writer that comes after its notice wait for the notice’s re-read instead of reading again', async () => {
    const writes = new OwnProductWrites();
    expect(writes.noticed('901', ['p1'])).toEqual({ reread: ['p1'], toldBy: null });
    let applied = false;
    let finish: () => void = () => undefined;
    writes.reading(
      '901',
      ['p1'],
      new Promise<void>((resolve) => (finish = resolve)).then(() => void (applied = true)),
    );
    const reread = vi.fn(async () => undefined);
    const settled = writes.written('901', ['p1'], { ...stockTaken, transactionId: '901' }, reread);
    expect(writes.changeOf('901')).toEqual({ stockTakenOnly: true, transactionId: '901' });
    finish();
    await settled;
    expect(applied).toBe(true);
    expect(reread).not.toHaveBeenCalled();
  });

  it('re-reads what a notice names that its writer did not, and another transaction’s products as ever', async () => {
    const writes = new OwnProductWrites();
    await writes.written('902', ['p1'], stockTaken, async () => undefined);
    expect(writes.noticed('902', ['p1', 'p9'])).toEqual({ reread: ['p9'], toldBy: null });
    expect(writes.noticed('903', ['p1'])).toEqual({ reread: ['p1'], toldBy: null });
    expect(writes.changeOf('903')).toBeNull();
  });

  it('forgets unclaimed transactions after a while', () => {
    let now = 0;
    const writes = new OwnProductWrites(() => now);
    writes.noticed('1', ['p1']);
    now = 20_000;
    writes.noticed('2', ['p1']);
    expect(writes.size).toBe(1);
  });
});

describe('transactionOfNotice', () => {
  it('reads the transaction a notice names first, and takes an older notice’s ids as they are', () => {
    expect(transactionOfNotice(['xid:12345', 'a', 'b'])).toEqual({ xid: '12345', ids: ['a', 'b'] });
    expect(transactionOfNotice(['a', 'b'])).toEqual({ xid: null, ids: ['a', 'b'] });
  });
});
