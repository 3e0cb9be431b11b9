import { describe, expect, it } from 'vitest';
import en from './en.json';
import de from './de.json';
import enFeatures from './en.features.json';
import deFeatures from './de.features.json';
import enStatistics from './en.statistics.json';
import deStatistics from './de.statistics.json';
import { SCREENS } from '../app/screens';
import enLight from './en.light.json';
import deLight from './de.light.json';
import { LIGHT_NAMESPACES, lightStrings } from './light-namespaces';
import { readdirSync, readFileSync } from 'node:fs';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('locale files', () => {
  it('have the same keys in English and German', () => {
    expect(keys(de).sort()).toEqual(keys(en).sort());
    expect(keys(deFeatures).sort()).toEqual(keys(enFeatures).sort());
    expect(keys(deStatistics).sort()).toEqual(keys(enStatistics).sort());
  });

  it('never define a key in both the core and the feature strings', () => {
    expect(Object.keys(enFeatures).filter((k) => k in en)).toEqual([]);
  });

  it('give the light entries their part of the feature strings, as they are now', () => {
    // Out of date: run `node --import tsx scripts/write-light-strings.ts`.
    expect(enLight).toEqual(lightStrings(enFeatures));
    expect(deLight).toEqual(lightStrings(deFeatures));
  });

  it('have every feature string the light views show in the light part', () => {
    const dir = 'client/features/checklists/light';
    const files = [
      ...readdirSync(dir)
        .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.') && f !== 'full-checklist.tsx')
        .map((f) => `${dir}/${f}`),
      // The share page's light entry (client/embedded/share-main.tsx) shows these too.
      ...readdirSync('client/features/checklists/share')
        .filter((f) => /\.tsx?$/.test(f) && !f.includes('.test.'))
        .map((f) => `client/features/checklists/share/${f}`),
      'client/features/checklists/session/checklist-session.ts',
      'client/ui/use-status-label.ts',
      'client/ui/checklist-status-label.ts',
      'client/ui/overdue-mark.tsx',
    ];
    const used = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.[\w.${}]+['"`]/g)].map(
        (m) => m[1] as string,
      ),
    );
    const featureNamespaces = used.filter((namespace) => namespace in enFeatures);
    expect(featureNamespaces.length).toBeGreaterThan(0);
    for (const namespace of featureNamespaces)
      expect(LIGHT_NAMESPACES as readonly string[]).toContain(namespace);
  });

  it('name every screen of the route table', () => {
    for (const screen of Object.keys(SCREENS)) expect(keys(en)).toContain(`screens.${screen}`);
  });

  it('say truthfully what a delete keeps (server: checklists outlive their template, a checklist’s audit log outlives it)', () => {
    for (const text of [
      enFeatures.templates.confirmDelete_one,
      enFeatures.templates.confirmDelete_other,
    ]) {
      expect(text).toMatch(/checklists? stays?/);
      expect(text).not.toMatch(/checklists? (is|are) deleted/);
    }
    for (const text of [
      deFeatures.templates.confirmDelete_one,
      deFeatures.templates.confirmDelete_other,
    ])
      expect(text).toMatch(/bleib(t|en) .*erhalten/);
    for (const text of [enFeatures.checklist.deleteBody_one, enFeatures.checklist.deleteBody_other])
      expect(text).toContain('Its audit log stays readable.');
    for (const text of [deFeatures.checklist.deleteBody_one, deFeatures.checklist.deleteBody_other])
      expect(text).toContain('Das Änderungsprotokoll bleibt lesbar.');
  });

  it('carry the spec’s changelog error texts', () => {
    expect(en.releaseNotes.error).toBe("We're sorry, the changelog could not be loaded!");
    expect(de.releaseNotes.error).toBe(
      'Tut uns Leid, die Aktualisierungen konnten nicht geladen werden.',
    );
  });
});
