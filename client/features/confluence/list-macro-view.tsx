import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLoad } from '../../lib/use-load';
import { LoadState } from '../../ui/load-state';
import { Pagination } from '../../ui/pagination';
import { LIST_MACRO_PARAMS } from '../../../shared/confluence-rules';
import type { ListMacroQuery } from '../../../shared/confluence';
import { listPlacedChecklists } from './api/list-placed-checklists';
import { PlacedChecklistsTable } from './placed-checklists-table';
import { useReloadOnChecklistChange } from './use-live-list';
import ui from '../../ui/ui.module.css';
import styles from './confluence.module.css';

const PER_PAGE = 10;

/** The list macro's parameters as the page's URL carries them (`list.<name>`). */
export function listParamsOf(search: URLSearchParams): Partial<ListMacroQuery> {
  return Object.fromEntries(
    LIST_MACRO_PARAMS.flatMap((name) => {
      const value = search.get(`list.${name}`);
      return value ? [[name, value]] : [];
    }),
  );
}

/** The checklist list macro on a page: its checklists with status, progress and page. */
export default function ListMacroView() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const filter = listParamsOf(search);
  const [page, setPage] = useState(1);
  const list = useLoad(listPlacedChecklists, [{ ...filter, page, perPage: PER_PAGE }]);
  useReloadOnChecklistChange(list.reload);
  return (
    <div className={styles.panel} data-testid="list-macro">
      {Object.keys(filter).length === 0 && (
        <p className={ui.subtle}>{t('macro.list.unconfigured')}</p>
      )}
      <LoadState value={list}>
        {(data) =>
          data.items.length === 0 ? (
            <p className={ui.empty}>{t('macro.list.empty')}</p>
          ) : (
            <>
              <PlacedChecklistsTable checklists={data.items} />
              <Pagination
                page={data.page}
                perPage={data.perPage}
                total={data.total}
                onPage={setPage}
              />
            </>
          )
        }
      </LoadState>
    </div>
  );
}
