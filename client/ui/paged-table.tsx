import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from './loading';
import { LoadState } from './load-state';
import { Pagination } from './pagination';
import type { Loadable } from '../lib/use-load';
import type { Page } from '../../shared/pagination';
import styles from './ui.module.css';

/** A page past the last (rows removed, a page kept from before): where to go instead. */
const pageInstead = (data: Page<unknown>): number | null =>
  data.items.length === 0 && data.page > 1
    ? Math.max(1, Math.ceil(data.total / data.perPage))
    : null;

/**
 * A loaded page of rows: spinner or error, an empty text, or the table and its pagination.
 * A page beyond the last one goes to the last page that exists.
 */
export function PagedTable<T, P extends Page<T>>({
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
  const { t } = useTranslation();
  const instead = value.state === 'loaded' ? pageInstead(value.data) : null;
  useEffect(() => {
    if (instead !== null) onPage(instead);
  }, [instead, onPage]);
  return (
    <LoadState value={value}>
      {(data) =>
        instead !== null ? (
          <Loading label={t('app.loading')} />
        ) : data.items.length === 0 ? (
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
