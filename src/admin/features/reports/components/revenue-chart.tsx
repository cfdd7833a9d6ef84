import { useEffect, useRef, useState } from 'react';
import type { SalesReport } from '../../../../shared/admin/reports.schema';
import styles from './revenue-chart.module.css';

/**
 * Revenue and orders by day, drawn by uPlot (a small, maintained canvas chart library). It is
 * imported when the chart first shows, so no other admin screen and no storefront page carries it.
 */
export function RevenueChart({ days }: { days: SalesReport['days'] }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const host = box.current;
    if (!host || days.length === 0) return;
    let chart: { destroy: () => void } | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const x = days.map((d) => Date.parse(`${d.date}T00:00:00Z`) / 1000);
        const revenue = days.map((d) => d.revenuePaise / 100);
        const orders = days.map((d) => d.orders);
        chart = new UPlot(
          {
            width: Math.max(320, host.clientWidth),
            height: 260,
            tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'UTC'),
            scales: { x: { time: true }, orders: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
            axes: [{}, { label: 'Revenue (₹)' }, { side: 1, scale: 'orders', label: 'Orders', grid: { show: false } }],
            series: [
              {},
              { label: 'Revenue (₹)', stroke: '#1d4ed8', fill: 'rgba(29, 78, 216, 0.12)', width: 2 },
              { label: 'Orders', scale: 'orders', stroke: '#b45309', width: 2, dash: [6, 4] },
            ],
          },
          [x, revenue, orders],
          host,
        );
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [days]);

  if (failed) return <p>The chart could not be loaded; the figures below are complete.</p>;
  return <div ref={box} className={styles.chart} role="img" aria-label={`Revenue and orders for each of ${days.length} days`} />;
}
