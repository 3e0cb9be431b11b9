/**
 * The Forge apps' Custom UI resources as `npm run build` writes them (build-forge-resources.ts),
 * built into a scratch folder: one index.html per resource the manifests name, relative asset
 * paths that all exist, no external or inline executable script, the boot data Forge needs,
 * the icon, the light entries' budgets (docs/PERFORMANCE.md), and the apps then validate with
 * @forge/manifest against the real resources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildForgeApp, PLACEHOLDER_CONFIG } from '../server/hosts/forge/manifest/manifest';
import { writeForgeApp } from '../server/hosts/forge/manifest/forge-app-files';
import { validateForgeApp } from '../server/hosts/forge/manifest/manifest-validation';
import { FORGE_APPS } from '../server/hosts/forge/manifest/module-table';
import { BOOT_ELEMENT_ID, type BootData } from '../shared/routes';
import { MACRO_VIEW_BUDGET_KB, ISSUE_PANEL_BUDGET_KB } from './bench/client-bundle';
import { buildForgeResources, ICON_FILE, type ForgeResourceReport } from './build-forge-resources';

let out: string;
let reports: ForgeResourceReport[];

beforeAll(async () => {
  out = mkdtempSync(join(tmpdir(), 'forge-resources-'));
  for (const app of FORGE_APPS)
    writeForgeApp(buildForgeApp(app, PLACEHOLDER_CONFIG), join(out, app));
  reports = await buildForgeResources(out, {});
}, 180_000);
afterAll(() => rmSync(out, { recursive: true, force: true }));

const attributes = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'g'))].map((m) => m[1] ?? '');
const attr = (element: string, name: string) =>
  new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];

describe('the Forge Custom UI resources', () => {
  it('are built for every resource both manifests name', () => {
    const named = FORGE_APPS.flatMap((app) =>
      buildForgeApp(app, PLACEHOLDER_CONFIG).manifest.resources.map((r) => `${app}/${r.key}`),
    );
    expect(reports.map((r) => `${r.app}/${r.resource}`).sort()).toEqual(named.sort());
  });

  it('load only their own files, by relative paths, and run no inline or external script', () => {
    for (const { dir } of reports) {
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const urls = [
        ...attributes(html, 'link').map((l) => attr(l, 'href')),
        ...attributes(html, 'script').map((s) => attr(s, 'src')),
      ].filter((u): u is string => u !== undefined && u !== 'data:,');
      expect(urls.length).toBeGreaterThan(2);
      for (const url of urls) {
        expect(url, dir).toMatch(/^\.\/assets\//);
        expect(existsSync(join(dir, url)), `${dir}: ${url}`).toBe(true);
      }
      for (const script of attributes(html, 'script')) {
        const type = attr(script, 'type');
        if (type === 'application/json') expect(attr(script, 'id')).toBe(BOOT_ELEMENT_ID);
        else expect([type, attr(script, 'src')?.startsWith('./assets/')]).toEqual(['module', true]);
      }
      expect(html).not.toMatch(/https?:\/\//);
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(existsSync(join(dir, ICON_FILE))).toBe(true);
    }
  });

  it('carry the boot data of a Forge frame with the app’s module screens', () => {
    for (const { app, dir } of reports) {
      const html = readFileSync(join(dir, 'index.html'), 'utf8');
      const json = new RegExp(
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">(.*?)</script>`,
      ).exec(html)?.[1];
      const boot = JSON.parse(json ?? 'null') as BootData;
      expect(boot.host).toBe('forge');
      expect(boot.product).toBe(app);
      expect(boot.sessionToken).toBeNull();
      expect(boot.forgeScreens).toEqual(buildForgeApp(app, PLACEHOLDER_CONFIG).screens);
    }
  });

  it('keep the issue panel and the macro within their budgets', () => {
    const kb = (resource: string) =>
      reports.find((r) => r.resource === resource)?.firstRenderGzipKb;
    expect(kb('issue-panel')).toBeLessThanOrEqual(ISSUE_PANEL_BUDGET_KB);
    expect(kb('macro-view')).toBeLessThanOrEqual(MACRO_VIEW_BUDGET_KB);
  });

  it('make both apps valid for Forge with the real resources (no placeholders)', async () => {
    for (const app of FORGE_APPS) expect(await validateForgeApp(join(out, app))).toEqual([]);
  }, 60_000);
});
