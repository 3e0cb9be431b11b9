import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { initI18n, loadFeatureStrings } from '../../lib/i18n';
import { MarkdownField } from './markdown-field';
import { ItemsPreview } from './items-preview';

await initI18n('en');
await loadFeatureStrings();
afterEach(cleanup);

function Editor({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MarkdownField label="Description (Markdown)" value={value} onChange={setValue} max={10000}>
      <ItemsPreview
        items={[
          { key: 'a', kind: 'heading', text: 'Before **go-live**', mandatory: false },
          {
            key: 'b',
            kind: 'task',
            text: 'Read [the runbook](https://example.com/rb)',
            mandatory: true,
          },
        ]}
      />
    </MarkdownField>
  );
}

describe('the description with Write / Preview', () => {
  it('shows the typed markdown rendered in the preview, the items too', async () => {
    const user = userEvent.setup();
    render(<Editor />);
    await user.type(
      screen.getByRole('textbox', { name: 'Description (Markdown)' }),
      'Ship **carefully**{enter}{enter}- one',
    );
    expect(screen.getByRole('tab', { name: 'Write' }).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByRole('tab', { name: 'Preview' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('textbox')).toBeNull();
    const preview = screen.getByRole('tabpanel');
    expect(preview.querySelector('strong')?.textContent).toBe('carefully');
    expect(within(preview).getByText('one').tagName).toBe('LI');
    expect(preview.textContent).not.toContain('**');
    const runbook = within(preview).getByRole('link', { name: 'the runbook' });
    expect(runbook.getAttribute('href')).toBe('https://example.com/rb');
    expect(runbook.getAttribute('rel')).toBe('noopener noreferrer');
    // Back to writing: the text is still there.
    await user.click(screen.getByRole('tab', { name: 'Write' }));
    expect(
      (screen.getByRole('textbox', { name: 'Description (Markdown)' }) as HTMLTextAreaElement)
        .value,
    ).toBe('Ship **carefully**\n\n- one');
  });

  it('switches with the arrow keys and keeps one tab in the tab order', async () => {
    const user = userEvent.setup();
    render(<Editor initial={'<script>alert(1)</script>\n\n*hi*'} />);
    const write = screen.getByRole('tab', { name: 'Write' });
    const preview = screen.getByRole('tab', { name: 'Preview' });
    expect(write.tabIndex).toBe(0);
    expect(preview.tabIndex).toBe(-1);
    write.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(preview);
    expect(preview.getAttribute('aria-selected')).toBe('true');
    expect(preview.tabIndex).toBe(0);
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(preview.id);
    expect(panel.querySelector('em')?.textContent).toBe('hi');
    expect(panel.querySelector('script')).toBeNull();
    await user.keyboard('{Home}');
    expect(write.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('textbox')).toBeTruthy();
  });

  it('says so when there is nothing to preview, in German too', async () => {
    const user = userEvent.setup();
    await i18next.changeLanguage('de');
    await loadFeatureStrings();
    try {
      render(
        <MarkdownField label="Beschreibung" value="" onChange={() => undefined} max={10000} />,
      );
      await user.click(screen.getByRole('tab', { name: 'Vorschau' }));
      expect(screen.getByRole('tab', { name: 'Schreiben' })).toBeTruthy();
      expect(screen.getByRole('tabpanel').textContent).toBe('Noch nichts für die Vorschau.');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
