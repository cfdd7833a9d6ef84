/**
 * At most `size` server renders at once; the others wait their turn in arrival order. A render is
 * CPU-bound: a burst of distinct addresses rendered all at once only makes every one of them slow,
 * and the cached pages behind them wait too (ADR 18).
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly size: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running++;
    try {
      return await work();
    } finally {
      // The slot passes straight to the next in line, so `running` counts it without a gap.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }

  get queued(): number {
    return this.waiting.length;
  }
}
