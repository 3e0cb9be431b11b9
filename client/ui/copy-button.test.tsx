import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './copy-button';
import { initI18n } from '../lib/i18n';
import { TIMEOUTS_MS } from '../../shared/constants';

await initI18n('en');
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const click = () =>
  act(async () => {
    fireEvent.click(screen.getByRole('button'));
    await Promise.resolve();
  });

describe('the copy button', () => {
  it('copies its text and says "Copied" for 2 s, then "Copy to clipboard" again', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    render(<CopyButton text="ck_secret" />);
    expect(screen.getByRole('button').textContent).toBe('Copy to clipboard');
    await click();
    expect(writeText).toHaveBeenCalledWith('ck_secret');
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(TIMEOUTS_MS.copiedIndicator - 1));
    expect(screen.getByRole('button').textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button').textContent).toBe('Copy to clipboard');
  });

  it('copies through a selection where the clipboard is not allowed (a frame)', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new Error('not allowed')) },
    });
    const copied: string[] = [];
    const execCommand = vi.fn(() => {
      copied.push(document.querySelector('textarea')?.value ?? '');
      return true;
    });
    const original = document.execCommand;
    document.execCommand = execCommand;
    onTestFinished(() => {
      document.execCommand = original;
    });
    render(<CopyButton text="https://example.com/invite" testId="copy" />);
    await click();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toEqual(['https://example.com/invite']);
    expect(screen.getByTestId('copy').textContent).toBe('Copied');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
