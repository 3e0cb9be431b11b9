import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUsers } from '../../ui/use-users';
import { useStatusLabel } from '../../ui/use-status-label';
import { formatDate } from '../../lib/format';
import type { Loadable } from '../../lib/use-load';
import type { AuditLogDto } from '../../../shared/audit';
import type { AuditAction } from '../../../shared/audit-actions';
import { peopleIn, type DescribeTools } from './describe-event';

/**
 * What every audit log screen keeps: the page and the action and person filters (a new filter
 * starts again at page 1), as the query to load and the props of AuditTable.
 */
export function useAuditFilters() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actorId, setActorId] = useState('');
  return {
    query: { page, action: action || undefined, actorId: actorId || undefined },
    table: {
      action,
      actorId,
      onPage: setPage,
      onAction: (value: AuditAction | '') => {
        setAction(value);
        setPage(1);
      },
      onActor: (id: string) => {
        setActorId(id);
        setPage(1);
      },
    },
  };
}

/** How a log's events are described: people's names, item texts, statuses, dates. */
export function useAuditTools(
  events: Loadable<AuditLogDto>,
  itemText: (id: string) => string | undefined,
): { tools: DescribeTools; nameOf: (id: string) => string } {
  const { t, i18n } = useTranslation();
  const statusLabel = useStatusLabel();
  const people =
    events.state === 'loaded' ? events.data.items.flatMap((e) => [e.actor.id, ...peopleIn(e)]) : [];
  const nameOf = useUsers(people);
  return {
    nameOf,
    tools: {
      t: (key, options) => t(key, options ?? {}),
      nameOf,
      itemText,
      statusLabel,
      date: (value) => formatDate(value, i18n.language),
    },
  };
}
