import { describe, expect, it } from 'vitest';
import en from './en.json';
import de from './de.json';
import enFeatures from './en.features.json';
import deFeatures from './de.features.json';
import enStatistics from './en.statistics.json';
import deStatistics from './de.statistics.json';
import { SCREENS } from '../app/screens';

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
