import { describe, expect, it } from 'vitest';
import { isPlainSvgDrawing } from './svg-drawing';

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('isPlainSvgDrawing', () => {
  it('accepts what the signature pad draws', () => {
    // The shape of signature_pad's toSVG(): paths and dots, an embedded background image.
    const pad = `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 150" width="300" height="150"><image x="0" y="0" width="300" height="150" preserveAspectRatio="none" href="${PNG}"></image><path d="M 10,10 C 12,12 14,14 16,16" stroke-width="2.250" stroke="black" fill="none" stroke-linecap="round"></path><circle r="1.5" cx="40" cy="40" fill="black"></circle></svg>`;
    expect(isPlainSvgDrawing(pad)).toBe(true);
    expect(
      isPlainSvgDrawing(
        `<?xml version="1.0" encoding="UTF-8"?>\n<svg ${NS}><g><rect width="1" height="1"/></g></svg>`,
      ),
    ).toBe(true);
  });

  it.each([
    ['a script', `<svg ${NS}><script>alert(1)</script></svg>`],
    ['an event handler', `<svg ${NS} onload="alert(1)"></svg>`],
    ['an event handler without quotes', `<svg ${NS} onload=alert(1)></svg>`],
    ['a remote image', `<svg ${NS}><image href="https://evil.example/x.png"/></svg>`],
    ['an embedded svg', `<svg ${NS}><image href="data:image/svg+xml;base64,PHN2Zz4="/></svg>`],
    [
      'an entity-spelled javascript link',
      `<svg ${NS}><a href="javascript&#58;alert(1)"><path d="M0 0"/></a></svg>`,
    ],
    [
      'an entity in an allowed link',
      `<svg ${NS}><image href="data:image/png;base64,iVBO&#82;w0="/></svg>`,
    ],
    [
      'a style attribute with a remote url',
      `<svg ${NS}><path d="M0 0" style="fill:url(https://evil.example/#x)"/></svg>`,
    ],
    [
      'a fill with a remote url',
      `<svg ${NS}><path d="M0 0" fill="url(https://evil.example/#x)"/></svg>`,
    ],
    [
      'a style element importing css',
      `<svg ${NS}><style>@import url(https://evil.example/x.css);</style></svg>`,
    ],
    [
      'foreign html',
      `<svg ${NS}><foreignObject><iframe src="https://evil.example"/></foreignObject></svg>`,
    ],
    ['a doctype with entities', `<!DOCTYPE svg [<!ENTITY x "y">]><svg ${NS}></svg>`],
    ['a comment', `<svg ${NS}><!-- <script> --></svg>`],
    ['an unknown namespace', `<svg xmlns="https://evil.example/ns"></svg>`],
    ['a use of another document', `<svg ${NS}><use href="https://evil.example/s.svg#a"/></svg>`],
    ['text that is not a drawing', 'hello'],
    ['no svg element', `<path ${NS} d="M0 0"/>`],
    ['a stray angle bracket', `<svg ${NS}><path d="M0 0"/> < </svg>`],
  ])('refuses %s', (_name, svg) => {
    expect(isPlainSvgDrawing(svg)).toBe(false);
  });
});
