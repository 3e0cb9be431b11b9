import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import { parseInput } from './validate';
import { createChecklistSchema, updateChecklistSchema } from '../../shared/checklists';
import { globalSettingsSchema } from '../../shared/settings';
import { VALIDATION } from '../../shared/validation-messages';
import { de, en } from '../i18n/messages';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseInput', () => {
  it('translates our own checks into the caller’s language', () => {
    const german = refusal(() =>
      parseInput(updateChecklistSchema, { metaVersion: 1, dueDate: '31.12.2026' }, 'de'),
    );
    expect(german.code).toBe('validation_failed');
    expect(german.details).toEqual([
      { path: 'dueDate', message: 'Muss ein Datum wie 2026-12-31 sein.' },
    ]);

    const english = refusal(() =>
      parseInput(updateChecklistSchema, { metaVersion: 1, dueDate: '31.12.2026' }, 'en'),
    );
    expect(english.details).toEqual([
      { path: 'dueDate', message: 'Must be a date such as 2026-12-31.' },
    ]);
  });

  it('translates refinements of whole objects', () => {
    const error = refusal(() => parseInput(createChecklistSchema, {}, 'de'));
    expect(error.details?.map((d) => d.message)).toContain(
      'Geben Sie eine Vorlage oder einen Titel an.',
    );
    const settings = refusal(() =>
      parseInput(
        globalSettingsSchema.shape.customTaskStatuses,
        [
          { id: 'review', name: 'Review', colour: '#36B37E', category: 'open' },
          { id: 'review', name: 'Prüfung', colour: '#36B37E', category: 'open' },
        ],
        'de',
      ),
    );
    expect(settings.details?.map((d) => d.message)).toContain('Zwei Status haben dieselbe ID.');
  });

  it('says every other check in our words, never zod’s ("expected string, received undefined")', () => {
    const wrongType = refusal(() =>
      parseInput(updateChecklistSchema, { metaVersion: 'one', title: 'x' }, 'de'),
    );
    expect(wrongType.details).toEqual([{ path: 'metaVersion', message: 'Muss eine Zahl sein.' }]);

    const missing = refusal(() =>
      parseInput(
        z.object({ place: z.object({ kind: z.string(), id: z.string() }) }),
        { place: { kind: 'x' } },
        'en',
      ),
    );
    expect(missing.details).toEqual([
      { path: 'place.id', message: 'Required: this field is missing.' },
    ]);
    expect(missing.message).not.toMatch(/expected|received/);

    const strict = z
      .object({ kind: z.enum(['jira_issue', 'confluence_page']), n: z.number().min(1) })
      .strict();
    const english = refusal(() => parseInput(strict, { kind: 'x', n: 0, extra: true }, 'en'));
    expect(english.details?.map((d) => d.message).sort()).toEqual([
      'Must be at least 1.',
      'Must be one of: "jira_issue", "confluence_page".',
      'Not a field this request takes: extra.',
    ]);
    const german = refusal(() => parseInput(strict, { kind: 'x', n: 0, extra: true }, 'de'));
    expect(german.details?.map((d) => d.message).sort()).toEqual([
      'Kein Feld dieser Anfrage: extra.',
      'Muss einer dieser Werte sein: "jira_issue", "confluence_page".',
      'Muss mindestens 1 sein.',
    ]);
  });

  it('has every message key in English and German', () => {
    for (const key of [
      ...Object.values(VALIDATION),
      ...Object.keys(en).filter((k) => k.startsWith('validation.')),
    ] as (keyof typeof en)[]) {
      expect(en[key]).toBeTruthy();
      expect(de[key]).toBeTruthy();
    }
  });
});
