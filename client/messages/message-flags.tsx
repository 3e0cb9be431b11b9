import Flag, { FlagGroup } from '@atlaskit/flag';
import SuccessGlyph from '@atlaskit/icon/core/status-success';
import ErrorGlyph from '@atlaskit/icon/core/status-error';
import InfoGlyph from '@atlaskit/icon/core/status-information';
import { cjsDefault } from '../lib/cjs-default';
import type { Message } from './message-store';

const SuccessIcon = cjsDefault(SuccessGlyph);
const ErrorIcon = cjsDefault(ErrorGlyph);
const InfoIcon = cjsDefault(InfoGlyph);

const ICONS = {
  success: <SuccessIcon label="" color="var(--ds-icon-success)" />,
  error: <ErrorIcon label="" color="var(--ds-icon-danger)" />,
  notice: <InfoIcon label="" color="var(--ds-icon-information)" />,
  macroList: <InfoIcon label="" color="var(--ds-icon-information)" />,
};

/** In-page notifications with title and optional description (docs/PRODUCT.md, "Messages"), Atlaskit flags. */
export default function MessageFlags({
  messages,
  label,
  onDismiss,
}: {
  messages: readonly Message[];
  label: string;
  onDismiss: (id: number) => void;
}) {
  return (
    <FlagGroup label={label} onDismissed={(id) => onDismiss(Number(id))}>
      {messages.map((m) => (
        <Flag
          key={m.id}
          id={m.id}
          title={m.title}
          description={m.description}
          icon={ICONS[m.kind]}
          testId={`message-${m.kind}`}
        />
      ))}
    </FlagGroup>
  );
}
