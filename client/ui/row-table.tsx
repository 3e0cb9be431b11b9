/** A table of rows that can be revoked (API keys, invitations): the table, the asking, the button. */
import type { ReactNode } from 'react';
import Button from '@atlaskit/button/default/button';
import { errorText } from '../lib/error-text';
import { showError, showSuccess } from '../messages/show-message';
import { useAsk } from './dialog';
import ui from './ui.module.css';
import styles from './row-table.module.css';

/** The column headers (false: a column left out) and an empty one above the actions. */
export function RowTable({
  testId,
  columns,
  children,
}: {
  testId: string;
  columns: readonly (string | false)[];
  children: ReactNode;
}) {
  return (
    <table className={ui.table} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => column !== false && <th key={column}>{column}</th>)}
          <th />
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** What revoking one row asks, does, and says afterwards. */
export interface Revocation {
  title: string;
  body: string;
  /** The confirm button's label. */
  confirm: string;
  revoke: () => Promise<void>;
  succeeded: string;
  failed: string;
}

/**
 * Revoking with a question first (a danger confirm): the dialog to render, and the function
 * that asks, revokes and says how it went (success, or the failure with the error's text).
 */
export function useRevoke(): [ReactNode, (revocation: Revocation) => Promise<void>] {
  const [dialog, ask] = useAsk();
  const revoke = async ({ title, body, confirm, revoke, succeeded, failed }: Revocation) => {
    const answer = await ask({ kind: 'confirm', title, body, confirm, danger: true });
    if (!answer) return;
    try {
      await revoke();
      showSuccess(succeeded);
    } catch (error) {
      showError(failed, errorText(error));
    }
  };
  return [dialog, revoke];
}

/** The actions cell with a row's Revoke button (empty when the row cannot be revoked). */
export function RevokeCell({
  label,
  ariaLabel,
  testId,
  onClick,
  available = true,
}: {
  label: string;
  ariaLabel: string;
  testId: string;
  onClick: () => void;
  available?: boolean;
}) {
  return (
    <td className={styles.actions}>
      {available && (
        <Button
          appearance="subtle"
          spacing="compact"
          aria-label={ariaLabel}
          testId={testId}
          onClick={onClick}
        >
          {label}
        </Button>
      )}
    </td>
  );
}
