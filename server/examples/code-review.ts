import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, task } from './items';

export const codeReview: ExampleTemplate = {
  id: 'code-review',
  category: 'engineering',
  text: {
    en: {
      title: 'Code review',
      description:
        'What a reviewer checks before approving a change, so reviews are thorough and fair whoever does them.',
      tags: ['review', 'engineering', 'quality'],
      items: [
        heading('Understand'),
        must('The change does what its ticket asks, and nothing more'),
        task('The description explains why, not only what'),
        heading('Check'),
        must('Tests cover the new behaviour and fail without the change'),
        must('No secrets, tokens or personal data in code, logs or fixtures'),
        task('Input from users is validated and output is escaped'),
        task('Errors are handled and shown to users in their language'),
        task('Names and file layout follow the project’s conventions'),
        task('Documentation and changelog updated'),
        heading('Decide'),
        must('Approve, or leave comments that say what must change'),
      ],
    },
    de: {
      title: 'Code-Review',
      description:
        'Was Reviewer vor der Freigabe einer Änderung prüfen, damit Reviews gründlich und fair sind, egal wer sie macht.',
      tags: ['review', 'entwicklung', 'qualität'],
      items: [
        heading('Verstehen'),
        must('Die Änderung tut, was ihr Ticket verlangt, und nicht mehr'),
        task('Die Beschreibung erklärt das Warum, nicht nur das Was'),
        heading('Prüfen'),
        must('Tests decken das neue Verhalten ab und schlagen ohne die Änderung fehl'),
        must('Keine Geheimnisse, Tokens oder personenbezogenen Daten in Code, Logs oder Testdaten'),
        task('Benutzereingaben werden validiert und Ausgaben maskiert'),
        task('Fehler werden behandelt und Nutzern in ihrer Sprache angezeigt'),
        task('Namen und Dateiaufteilung folgen den Konventionen des Projekts'),
        task('Dokumentation und Änderungsprotokoll aktualisiert'),
        heading('Entscheiden'),
        must('Freigeben oder Kommentare hinterlassen, die sagen, was sich ändern muss'),
      ],
    },
  },
};
