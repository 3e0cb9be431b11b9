/** What both statistics screens show: a figure, a table of figures, the CSV button. */
import { useTranslation } from 'react-i18next';
import Button from '@atlaskit/button/default/button';
import type { ItemStatusCategory } from '../../../shared/settings';
import ui from '../../ui/ui.module.css';
import styles from './statistics.module.css';
import { downloadCsv } from './statistics-csv';

/** The built-in statuses' colours by category (custom statuses bring their own). */
export const CATEGORY_COLOURS: Record<ItemStatusCategory, string> = {
  open: '#8590A2',
  done: '#22A06B',
  skipped: '#E56910',
};

export function Figure({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId?: string;
}) {
  return (
    <div data-testid={testId}>
      <div>{label}</div>
      <div className={styles.figureValue}>{value}</div>
    </div>
  );
}

export function FigureTable({
  testId,
  title,
  empty,
  headers,
  rows,
}: {
  testId: string;
  title: string;
  empty: string;
  headers: string[];
  rows: string[][];
}) {
  return (
    <section data-testid={testId}>
      <h3>{title}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <table className={ui.table}>
          <thead>
            <tr>
              {headers.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                {row.map((value, column) => (
                  <td key={column}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function StatisticsToolbar({ csv, fileName }: { csv: () => string; fileName: string }) {
  const { t: ts } = useTranslation('statistics');
  return (
    <div className={ui.toolbar}>
      <span className={ui.grow} />
      <Button testId="statistics-csv" onClick={() => downloadCsv(csv(), fileName)}>
        {ts('downloadCsv')}
      </Button>
    </div>
  );
}
