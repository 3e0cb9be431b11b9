import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { OverdueMark } from '../../ui/overdue-mark';
import { hostApi } from '../../host/host-api';
import { showError } from '../../messages/show-message';
import { formatDate } from '../../lib/format';
import { useOverviewPaths } from '../../routing/paths';
import { tickItem } from './api/tick-item';
import type { MyItemDto } from '../../../shared/my-items';
import ui from '../../ui/ui.module.css';
import styles from './my-items.module.css';

/**
 * One of my items: ticked in place through its checklist's item write (shown at once, taken
 * back and explained when refused), its due date and overdue mark, its checklist and place.
 */
export function MyItemRow({ entry, today }: { entry: MyItemDto; today: string }) {
  const { t, i18n } = useTranslation();
  const to = useOverviewPaths();
  const [state, setState] = useState({
    done: entry.item.statusCategory === 'done',
    version: entry.item.version,
    busy: false,
  });
  const { checklist, item } = entry;

  const tick = async (done: boolean) => {
    const before = state;
    setState({ ...before, done, busy: true });
    try {
      const answer = await tickItem(checklist.uid, item.id, done, before.version);
      setState({
        done: answer.item?.statusCategory === 'done',
        version: answer.item?.version ?? before.version,
        busy: false,
      });
    } catch (error) {
      setState(before);
      showError(t('myItems.tickFailed'), error instanceof Error ? error.message : undefined);
    }
  };

  const place = checklist.place;
  return (
    <tr data-testid="my-item">
      <td className={ui.longText}>
        <label className={styles.tick}>
          <input
            type="checkbox"
            checked={state.done}
            disabled={!checklist.canWork || state.busy}
            onChange={(e) => void tick(e.target.checked)}
          />
          <span className={state.done ? styles.done : undefined}>{item.text}</span>
        </label>
      </td>
      <td className={ui.nowrap}>
        {item.dueDate ? formatDate(item.dueDate, i18n.language) : '—'}
        <OverdueMark
          item={{ dueDate: item.dueDate, statusCategory: state.done ? 'done' : 'open' }}
          today={today}
        />
      </td>
      <td className={ui.longText}>
        <Link to={to.checklist(checklist.uid)}>{checklist.title}</Link>
      </td>
      <td data-testid="my-item-place">
        {place.kind === 'jira_issue' ? (
          <button
            type="button"
            className={styles.placeLink}
            onClick={() => hostApi()?.openIssue(place.key)}
          >
            {place.key}
          </button>
        ) : place.kind === 'confluence_page' ? (
          <button
            type="button"
            className={styles.placeLink}
            onClick={() => hostApi()?.openPage(place.id)}
          >
            {t('myItems.page', { id: place.id })}
          </button>
        ) : (
          <span className={ui.subtle}>{t('myItems.web')}</span>
        )}
      </td>
    </tr>
  );
}
