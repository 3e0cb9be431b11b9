/**
 * The file name a downloaded signature gets: the checklist's and the item's names as a safe
 * slug ("Release 2.4" + "Sign-off" → `release-2-4-sign-off.png`), with the extension of the
 * image's type. `fallback` names it when neither leaves anything usable.
 */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/svg+xml': 'svg',
};

/** Letters and digits only (accents dropped, ß → ss), joined by single dashes, lower case. */
export function fileSlug(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The type of a `data:` URL ("image/png"), or null. */
export function dataUrlType(dataUrl: string): string | null {
  return /^data:([^;,]+)/.exec(dataUrl)?.[1]?.toLowerCase() ?? null;
}

const MAX_SLUG = 80;

export function signatureFileName(
  checklistTitle: string,
  itemText: string,
  mimeType: string | null,
  fallback: string,
): string {
  const slug =
    fileSlug(`${checklistTitle} ${itemText}`).slice(0, MAX_SLUG).replace(/-+$/, '') ||
    fileSlug(fallback) ||
    'signature';
  return `${slug}.${EXTENSIONS[mimeType ?? ''] ?? 'png'}`;
}
