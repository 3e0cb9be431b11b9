import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, task } from './items';

export const bugTriage: ExampleTemplate = {
  id: 'bug-triage',
  category: 'quality',
  text: {
    en: {
      title: 'Bug triage',
      description:
        'Turn a fresh bug report into something a developer can pick up: reproduced, sized, prioritised and answered.',
      tags: ['bug', 'quality', 'support'],
      items: [
        heading('Understand'),
        must('Steps to reproduce, expected and actual result written down'),
        must('Reproduced on the current version, or marked as not reproducible'),
        task('Affected versions, browsers and customers noted'),
        task('Duplicates searched and linked'),
        heading('Decide'),
        must('Severity and priority set'),
        task('Component and owner assigned'),
        task('Workaround documented, if there is one'),
        must('Reporter told what happens next'),
      ],
    },
    de: {
      title: 'Bug-Triage',
      description:
        'Aus einer frischen Fehlermeldung wird etwas, das Entwickler aufgreifen können: nachgestellt, eingeschätzt, priorisiert und beantwortet.',
      tags: ['fehler', 'qualität', 'support'],
      items: [
        heading('Verstehen'),
        must('Schritte zum Nachstellen, erwartetes und tatsächliches Ergebnis notiert'),
        must('In der aktuellen Version nachgestellt oder als nicht reproduzierbar markiert'),
        task('Betroffene Versionen, Browser und Kunden notiert'),
        task('Nach Duplikaten gesucht und verknüpft'),
        heading('Entscheiden'),
        must('Schweregrad und Priorität gesetzt'),
        task('Komponente und Verantwortliche zugewiesen'),
        task('Workaround dokumentiert, falls es einen gibt'),
        must('Meldende Person informiert, wie es weitergeht'),
      ],
    },
  },
};
