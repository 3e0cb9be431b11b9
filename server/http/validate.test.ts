import { describe, expect, it } from 'vitest';
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

  it('leaves zod’s own messages to its locales', () => {
    const error = refusal(() =>
      parseInput(updateChecklistSchema, { metaVersion: 'one', title: 'x' }, 'de'),
    );
    expect(error.details?.[0]?.path).toBe('metaVersion');
    expect(error.details?.[0]?.message).toMatch(/Ungültige Eingabe/);
  });

  it('has every message key in English and German', () => {
    for (const key of Object.values(VALIDATION)) {
      expect(en[key]).toBeTruthy();
      expect(de[key]).toBeTruthy();
    }
  });
});
