import { useCallback } from 'react';
import { useAtom } from 'jotai';
import { PAGINATION_DEFAULTS } from '../../shared/constants';
import { checklistPaginationListAtom, checklistPaginationPageAtom } from './atoms';

/**
 * The page of the checklist list `list` (a key naming the list and its filter). The store
 * keeps one page, that of the list last paged: coming back to that list shows the same page,
 * any other list starts at the first.
 */
export function useChecklistPage(list: string): [number, (page: number) => void] {
  const [page, setPage] = useAtom(checklistPaginationPageAtom);
  const [pagedList, setPagedList] = useAtom(checklistPaginationListAtom);
  const set = useCallback(
    (next: number) => {
      setPagedList(list);
      setPage(next);
    },
    [list, setPage, setPagedList],
  );
  return [pagedList === list ? page : PAGINATION_DEFAULTS.page, set];
}
