/**
 * The few Prometheus metric kinds the shop needs, kept in memory and rendered in the text
 * exposition format (version 0.0.4). Written by hand because counters and one histogram do not
 * justify a dependency; every update is a Map lookup and an addition.
 */

type Labels<L extends string> = Readonly<Record<L, string>>;

interface Metric {
  render(): string;
}

function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(names: readonly string[], values: readonly string[], extra = ''): string {
  const pairs = names.map((name, i) => `${name}="${escapeLabelValue(values[i] ?? '')}"`);
  if (extra) pairs.push(extra);
  return pairs.length ? `{${pairs.join(',')}}` : '';
}

function header(name: string, help: string, type: string): string {
  return `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;
}

/** Prometheus wants `+Inf` and plain decimals, never `Infinity` or exponents for small sums. */
function formatNumber(value: number): string {
  if (value === Infinity) return '+Inf';
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(6)));
}

export class Counter<L extends string = never> implements Metric {
  private readonly series = new Map<string, { values: string[]; count: number }>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly L[] = [],
  ) {}

  inc(labels?: Labels<L>, by = 1): void {
    const values = this.labelNames.map((name) => labels?.[name] ?? '');
    const key = values.join('\u0000');
    const entry = this.series.get(key);
    if (entry) entry.count += by;
    else this.series.set(key, { values, count: by });
  }

  /**
   * One series held for a hot path that counts the same labels again and again (the cache-hit
   * fast path): its key is built once, and the series appears on its first increment, as with inc().
   */
  bind(labels?: Labels<L>): () => void {
    const values = this.labelNames.map((name) => labels?.[name] ?? '');
    const key = values.join('\u0000');
    let entry: { values: string[]; count: number } | undefined;
    return () => {
      entry ??= this.series.get(key);
      if (entry) entry.count += 1;
      else this.series.set(key, (entry = { values, count: 1 }));
    };
  }

  /** The current count of one series (0 when never incremented). */
  value(labels?: Labels<L>): number {
    const key = this.labelNames.map((name) => labels?.[name] ?? '').join('\u0000');
    return this.series.get(key)?.count ?? 0;
  }

  render(): string {
    // A counter without labels shows 0 from the start, so rate() works before the first event.
    const rows = this.series.size || this.labelNames.length ? [...this.series.values()] : [{ values: [], count: 0 }];
    const lines = rows.map((row) => `${this.name}${labelText(this.labelNames, row.values)} ${formatNumber(row.count)}`);
    return header(this.name, this.help, 'counter') + lines.map((line) => `${line}\n`).join('');
  }
}

interface HistogramSeries {
  values: string[];
  buckets: number[];
  sum: number;
  count: number;
}

export class Histogram<L extends string = never> implements Metric {
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly bounds: readonly number[],
  ) {}

  observe(labels: Labels<L>, value: number): void {
    this.record(this.seriesFor(labels), value);
  }

  /** One series held for a hot path, like Counter.bind(); it appears on its first observation. */
  bind(labels: Labels<L>): (value: number) => void {
    let entry: HistogramSeries | undefined;
    return (value) => this.record((entry ??= this.seriesFor(labels)), value);
  }

  private seriesFor(labels: Labels<L>): HistogramSeries {
    const values = this.labelNames.map((name) => labels[name]);
    const key = values.join('\u0000');
    let entry = this.series.get(key);
    if (!entry) {
      entry = { values, buckets: this.bounds.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, entry);
    }
    return entry;
  }

  private record(entry: HistogramSeries, value: number): void {
    // Buckets are stored non-cumulative (one increment per observation) and summed at render time.
    const index = this.bounds.findIndex((bound) => value <= bound);
    if (index >= 0) entry.buckets[index] = (entry.buckets[index] ?? 0) + 1;
    entry.sum += value;
    entry.count += 1;
  }

  render(): string {
    let text = header(this.name, this.help, 'histogram');
    for (const row of this.series.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += row.buckets[i] ?? 0;
        text += `${this.name}_bucket${labelText(this.labelNames, row.values, `le="${formatNumber(bound)}"`)} ${cumulative}\n`;
      });
      text += `${this.name}_bucket${labelText(this.labelNames, row.values, 'le="+Inf"')} ${row.count}\n`;
      text += `${this.name}_sum${labelText(this.labelNames, row.values)} ${formatNumber(row.sum)}\n`;
      text += `${this.name}_count${labelText(this.labelNames, row.values)} ${row.count}\n`;
    }
    return text;
  }
}

/** A value read when Prometheus scrapes (memory, CPU, event-loop lag): nothing is stored in between. */
export class Sampled implements Metric {
  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly read: () => number,
    private readonly type: 'gauge' | 'counter' = 'gauge',
  ) {}

  render(): string {
    return `${header(this.name, this.help, this.type)}${this.name} ${formatNumber(this.read())}\n`;
  }
}

export function renderMetrics(metrics: readonly Metric[]): string {
  return metrics.map((metric) => metric.render()).join('');
}
