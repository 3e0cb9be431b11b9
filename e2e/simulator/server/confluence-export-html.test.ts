import { describe, expect, it } from 'vitest';
import { renderModePath, sanitizeExportHtml } from './confluence-export-html';
import type { MacroModule } from './confluence-modules';

const macro = (renderModes: Record<string, string>): MacroModule => ({
  key: 'checklist',
  name: 'Checklist',
  description: '',
  url: '/macro/view',
  renderModes,
});
const context = {
  'page.id': '10001',
  'page.version': '3',
  'macro.id': 'm-1',
  'output.type': 'pdf',
};

describe('the URL Confluence fetches for a macro in an export', () => {
  it('is the mode’s own render mode, else default', () => {
    const both = macro({ default: '/static?m={output.type}', pdf: '/pdf?m={output.type}' });
    expect(renderModePath(both, 'pdf', context, {})).toBe('/pdf?m=pdf');
    expect(renderModePath(both, 'word', { ...context, 'output.type': 'word' }, {})).toBe(
      '/static?m=word',
    );
  });

  it('is nothing for a macro without render modes', () => {
    expect(renderModePath(macro({}), 'pdf', context, {})).toBeUndefined();
  });

  it('has the context variables and the macro’s parameters filled in, form-encoded', () => {
    const path = renderModePath(
      macro({
        default:
          '/macro/static?pageId={page.id}&pageVersion={page.version}&macroId={macro.id}&outputType={output.type}&title={title}&x={unknown}',
      }),
      'pdf',
      context,
      { title: 'Release & ship' },
    );
    expect(path).toBe(
      '/macro/static?pageId=10001&pageVersion=3&macroId=m-1&outputType=pdf&title=Release+%26+ship&x=',
    );
  });

  it('lets the host’s context win over a parameter of the same name', () => {
    expect(
      renderModePath(macro({ default: '/s?p={page.id}' }), 'pdf', context, { 'page.id': '666' }),
    ).toBe('/s?p=10001');
  });
});

describe('the app’s export HTML in the document', () => {
  it('loses its scripts, frames and event handlers and keeps its content', () => {
    const html = [
      '<div class="checklist" onclick="steal()" data-x="1"><h2 onmouseover=\'x()\'>Release</h2>',
      '<script>alert(1)</script><SCRIPT src="https://evil.example/x.js"></SCRIPT>',
      '<ul><li>Tests pass</li><li><img src="/ok.png" alt="a > b" onerror=boom()></li></ul>',
      '<iframe src="https://evil.example"></iframe><script>unclosed',
      '</div>',
    ].join('');
    const clean = sanitizeExportHtml(html);
    expect(clean).not.toMatch(/script|iframe|onclick|onmouseover|onerror|steal|boom/i);
    expect(clean).toContain('<div class="checklist" data-x="1">');
    expect(clean).toContain('<h2>Release</h2>');
    expect(clean).toContain('<li>Tests pass</li>');
    expect(clean).toContain('<img src="/ok.png" alt="a > b">');
  });

  it('loses javascript: links but keeps ordinary ones', () => {
    const clean = sanitizeExportHtml(
      '<a href=" java\tscript:alert(1)">x</a><a href="https://checklists.app/c/1">y</a>',
    );
    expect(clean).toBe('<a>x</a><a href="https://checklists.app/c/1">y</a>');
  });
});
