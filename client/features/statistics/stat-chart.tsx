/**
 * One chart of the statistics (Chart.js, loaded only with the statistics screens) with its
 * table alternative: the canvas is hidden from screen readers, the table below it (visually
 * hidden) holds the same figures, formatted in the user's language.
 */
import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import styles from './statistics.module.css';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface Series {
  label: string;
  values: number[];
  /** One colour, or one per value (items by status in their statuses' colours). */
  colour: string | string[];
}

export function StatChart({
  testId,
  kind,
  title,
  labelHeader,
  labels,
  series,
  format,
}: {
  testId: string;
  kind: 'bar' | 'line';
  title: string;
  /** The table's first column header (what the labels are: day, status, person…). */
  labelHeader: string;
  labels: string[];
  series: Series[];
  format: (value: number) => string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return; // no canvas (a test's DOM): the table says it all
    const chart = new Chart(context, {
      type: kind,
      data: {
        labels,
        datasets: series.map((s) => ({
          label: s.label,
          data: s.values,
          backgroundColor: s.colour,
          borderColor: s.colour,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: series.length > 1 },
          tooltip: {
            callbacks: { label: (item) => `${item.dataset.label}: ${format(item.parsed.y ?? 0)}` },
          },
        },
        scales: { y: { beginAtZero: true, ticks: { callback: (value) => format(Number(value)) } } },
      },
    });
    return () => chart.destroy();
  }, [kind, labels, series, format]);
  return (
    <figure className={styles.figure} data-testid={testId}>
      <figcaption className={styles.caption}>{title}</figcaption>
      <div className={styles.chart}>
        <canvas ref={canvas} aria-hidden="true" />
      </div>
      <table className={styles.srOnly} data-testid={`${testId}-table`}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {series.map((s) => (
              <th scope="col" key={s.label}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {series.map((s) => (
                <td key={s.label}>{format(s.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
