/**
 * Is this SVG a plain drawing, as the signature pad makes them? Checked by allow-list: only
 * drawing elements, only presentation attributes, no styles, no entities, no comments or
 * declarations, and links only to embedded png or jpeg images (signature_pad embeds its
 * background that way). Anything else is refused, so nothing can run or load from outside
 * however the markup is spelled.
 */
const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'image',
  'title',
  'desc',
]);

const ATTRIBUTES = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'viewbox',
  'width',
  'height',
  'x',
  'y',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x1',
  'y1',
  'x2',
  'y2',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'preserveaspectratio',
  'href',
  'xlink:href',
]);

const NAMESPACES = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink']);
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;
const PROLOG = /^\s*<\?xml[^?<>]*\?>/;
const TAG = /<[^>]*>/g;
const TAG_PARTS =
  /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>$/;
const ATTRIBUTE = /([A-Za-z][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
/** Text between tags (a title, a description) needs no entities; refusing them stops disguises. */
const TEXT_FORBIDDEN = /[&]/;

function attributesAllowed(source: string): boolean {
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? '').toLowerCase();
    const value = match[2] ?? match[3] ?? '';
    if (!ATTRIBUTES.has(name)) return false;
    if (/[&\\]|url\s*\(/i.test(value)) return false;
    if ((name === 'href' || name === 'xlink:href') && !EMBEDDED_IMAGE.test(value)) return false;
    if ((name === 'xmlns' || name === 'xmlns:xlink') && !NAMESPACES.has(value)) return false;
  }
  return true;
}

export function isPlainSvgDrawing(text: string): boolean {
  const body = text.replace(PROLOG, '');
  const tags = body.match(TAG) ?? [];
  if (tags.length === 0) return false;
  let sawSvg = false;
  for (const tag of tags) {
    const parts = TAG_PARTS.exec(tag);
    if (!parts) return false;
    const name = (parts[2] ?? '').toLowerCase();
    if (!ELEMENTS.has(name)) return false;
    if (name === 'svg') sawSvg = true;
    if (!attributesAllowed(parts[3] ?? '')) return false;
  }
  const between = body.replace(TAG, '');
  if (TEXT_FORBIDDEN.test(between) || between.includes('<')) return false;
  return sawSvg;
}
