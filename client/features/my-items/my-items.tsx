import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { PagedTable } from '../../ui/paged-table';
import { checklistPaginationElementsPerPageAtom } from '../../state/atoms';
import { localToday } from '../../../shared/due-dates';
import type { MyItemDto } from '../../../shared/my-items';
import { useMyItems } from './api/list-my-items';
import { MyItemRow } from './my-item-row';
import ui from '../../ui/ui.module.css';

/**
 * "My items" (docs/PRODUCT.md): the open tasks assigned to me across the checklists I may
 * see, overdue first then by due date, each ticked where it is listed and linked to its
 * checklist and its place. The same screen in Jira, Confluence, under Forge and in the portal.
 */
export default function MyItems() {
  const { t } = useTranslation();
  const perPage = useAtomValue(checklistPaginationElementsPerPageAtom);
  const [page, setPage] = useState(1);
  const [today] = useState(localToday);
  const list = useMyItems({ page, perPage, today });
  return (
    <section data-testid="my-items">
      <h2 className={ui.heading}>{t('screens.my-items')}</h2>
      <PagedTable
        value={list}
        empty={t('myItems.empty')}
        headers={[t('myItems.item'), t('myItems.due'), t('myItems.checklist'), t('myItems.place')]}
        onPage={setPage}
        row={(entry: MyItemDto) => (
          <MyItemRow key={`${entry.checklist.uid}/${entry.item.id}`} entry={entry} today={today} />
        )}
      />
    </section>
  );
}
