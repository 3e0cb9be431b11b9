import type { ReactNode } from 'react';
import { LoadState } from './load-state';
import { Pagination } from './pagination';
import type { Loadable } from './use-api';
import styles from './ui.module.css';

interface PageOf<T> {
  items: T[];
  page: number;
  perPage: number;
  total: number;
}

/** A loaded page of rows: spinner or error, an empty text, or the table and its pagination. */
export function PagedTable<T, P extends PageOf<T>>({
  value,
  empty,
  headers,
  row,
  onPage,
}: {
  value: Loadable<P>;
  empty: string;
  headers: string[];
  row: (item: T) => ReactNode;
  onPage: (page: number) => void;
}) {
  return (
    <LoadState value={value}>
      {(data) =>
        data.items.length === 0 ? (
          <p className={styles.empty}>{empty}</p>
        ) : (
          <>
            <table className={styles.table}>
              <thead>
                <tr>
                  {headers.map((header, index) => (
                    <th key={index}>{header}</th>
                  ))}
                </tr>
              </thead>
              <tbody>{data.items.map(row)}</tbody>
            </table>
            <Pagination
              page={data.page}
              perPage={data.perPage}
              total={data.total}
              onPage={onPage}
            />
          </>
        )
      }
    </LoadState>
  );
}
