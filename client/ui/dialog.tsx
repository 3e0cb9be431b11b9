import { overLimit, TextLimit } from './text-limit';
import { useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import Blanket from '@atlaskit/blanket';
import Button from '@atlaskit/button/default/button';
import { MODAL_SIZES_PX, type ModalSize } from '../../shared/constants';
import { useModalFocus } from './use-modal-focus';
import { measuresVisibleRegion, useVisibleRegion, type VisibleRegion } from './visible-region';
import styles from './dialog.module.css';

/** Space between a dialog and the edges of what one sees. */
const EDGE_PX = 16;
/** A dialog is never squeezed below this height to fit a sliver of a frame: the frame grows. */
const MIN_HEIGHT_PX = 240;

/** Where a dialog sits in the part of the frame one sees (visible-region.ts). */
function placement(region: VisibleRegion) {
  return {
    top: region.top + EDGE_PX,
    maxHeight: Math.max(region.height - 2 * EDGE_PX, MIN_HEIGHT_PX),
  };
}

/**
 * While a dialog is open, the frame is at least tall enough to hold it: a frame that follows
 * its content (follow-content-height.ts) would otherwise cut a dialog off at its bottom edge.
 */
function useRoomFor(panel: RefObject<HTMLElement | null>, top: number | undefined) {
  useLayoutEffect(() => {
    const root = document.getElementById('root');
    const element = panel.current;
    if (top === undefined || !root || !element) return;
    const previous = root.style.minHeight;
    const needed = top + element.offsetHeight + EDGE_PX - root.offsetTop;
    if (root.offsetHeight < needed) root.style.minHeight = `${Math.ceil(needed)}px`;
    return () => {
      root.style.minHeight = previous;
    };
  }, [panel, top]);
}

/**
 * An in-page modal dialog. Browsers block `confirm()` and `prompt()` in cross-origin frames,
 * which is where the app runs inside Jira and Confluence, so every question goes through here.
 * In a frame it opens in the part of the frame the person sees, not at the frame's top.
 */
export function Dialog({
  title,
  children,
  footer,
  onClose,
  size = 'small',
}: {
  title: string;
  children: ReactNode;
  footer: ReactNode;
  onClose: () => void;
  size?: ModalSize;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const region = useVisibleRegion(true);
  const placed = region ? placement(region) : undefined;
  // In a frame the dialog shows, and takes the focus, once it is where the person looks:
  // focusing it at the frame's top would scroll the host page there.
  const [waits] = useState(measuresVisibleRegion);
  const waiting = waits && !placed;
  useModalFocus(panel, !waiting, onClose);
  useRoomFor(panel, placed?.top);
  return createPortal(
    <>
      <Blanket isTinted onBlanketClicked={onClose} />
      <div
        ref={panel}
        className={styles.dialog}
        style={{
          width: `min(${MODAL_SIZES_PX[size]}px, calc(100vw - 32px))`,
          ...placed,
          ...(waiting ? { visibility: 'hidden' } : {}),
        }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.footer}>{footer}</div>
      </div>
    </>,
    document.body,
  );
}

type Question =
  | { kind: 'confirm'; title: string; body: string; confirm: string; danger?: boolean }
  | {
      kind: 'prompt';
      title: string;
      body: string;
      confirm: string;
      label: string;
      initial?: string;
      /** An empty answer is allowed (clearing a note). */
      allowEmpty?: boolean;
      /** The answer's limit in characters: counted as one types, never cut off. */
      max: number;
    };

/** `ask()` shows a confirm or prompt dialog and resolves with the answer (null = cancelled). */
export function useAsk(): [ReactNode, (question: Question) => Promise<string | null>] {
  const { t } = useTranslation();
  const [state, setState] = useState<{
    question: Question;
    resolve: (v: string | null) => void;
  } | null>(null);
  const [text, setText] = useState('');
  const ask = (question: Question) =>
    new Promise<string | null>((resolve) => {
      setText(question.kind === 'prompt' ? (question.initial ?? '') : '');
      setState({ question, resolve });
    });
  const finish = (value: string | null) => {
    state?.resolve(value);
    setState(null);
  };
  const element = state ? (
    <Dialog
      title={state.question.title}
      onClose={() => finish(null)}
      footer={
        <>
          <Button appearance="subtle" onClick={() => finish(null)}>
            {t('ui.cancel')}
          </Button>
          <Button
            appearance={
              state.question.kind === 'confirm' && state.question.danger ? 'danger' : 'primary'
            }
            isDisabled={
              state.question.kind === 'prompt' &&
              ((!state.question.allowEmpty && !text.trim()) ||
                overLimit(text.trim(), state.question.max))
            }
            onClick={() => finish(state.question.kind === 'prompt' ? text.trim() : 'yes')}
            testId="dialog-confirm"
          >
            {state.question.confirm}
          </Button>
        </>
      }
    >
      <p>{state.question.body}</p>
      {state.question.kind === 'prompt' && (
        <label className={styles.field}>
          <span>{state.question.label}</span>
          <textarea
            value={text}
            aria-describedby="dialog-text-limit"
            onChange={(e) => setText(e.target.value)}
          />
          <TextLimit id="dialog-text-limit" value={text.trim()} max={state.question.max} />
        </label>
      )}
    </Dialog>
  ) : null;
  return [element, ask];
}

/** The `ask` of useAsk, for the hooks and parts of a screen that ask questions in its dialog. */
export type Ask = ReturnType<typeof useAsk>[1];
