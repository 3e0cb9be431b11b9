import type { ClientManifest } from './client-manifest';
import { BOOT_ELEMENT_ID, type BootData } from '../../shared/routes';
import type { Language } from '../../shared/language';

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The single HTML page every route returns; the client renders the rest. */
export function renderShell(manifest: ClientManifest, boot: BootData, language: Language): string {
  const styles = manifest.styles
    .map((href) => `<link rel="stylesheet" href="${escapeAttr(href)}">`)
    .join('');
  const preloads = manifest.preload
    .map((href) => `<link rel="modulepreload" href="${escapeAttr(href)}">`)
    .join('');
  // Fetched at low priority, applied when a lazy part first needs them (client/lib/deferred-
  // styles.ts): `prefetch`, not `preload`, which makes the browser warn about every stylesheet
  // not used within seconds (about 40 of them per load in a development build).
  const deferred = (manifest.deferredStyles ?? [])
    .map(
      (href) => `<link rel="prefetch" as="style" data-deferred-style href="${escapeAttr(href)}">`,
    )
    .join('');
  return [
    '<!doctype html>',
    `<html lang="${language}" data-color-mode="light" data-theme="light:light spacing:spacing typography:typography shape:shape">`,
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="referrer" content="strict-origin-when-cross-origin">',
    '<title>Checklists</title><link rel="icon" href="data:,">',
    styles,
    preloads,
    deferred,
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptJson(boot)}</script>`,
    `<script type="module" src="${escapeAttr(manifest.entry)}"></script>`,
    '</head><body><div id="root" class="ac-content"></div></body></html>',
  ].join('');
}

/** A minimal page for errors before the client can run (bad token, client not built). */
export function renderMessagePage(title: string, body: string, language: Language): string {
  const esc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><title>${esc(title)}</title>`,
    '<link rel="icon" href="data:,"></head>',
    `<body><h1>${esc(title)}</h1><p>${esc(body)}</p></body></html>`,
  ].join('');
}
