import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, note, sign, task } from './items';

export const softwareRelease: ExampleTemplate = {
  id: 'software-release',
  category: 'engineering',
  text: {
    en: {
      title: 'Software release',
      description:
        'Ship a release the same careful way every time: freeze, verify, deploy, watch. Link the checklist to the release ticket so everyone sees where it stands.',
      tags: ['release', 'engineering'],
      items: [
        heading('Before the release'),
        must('Feature freeze announced and release branch cut'),
        must('All tickets in the release are done or moved out'),
        must('CI is green on the release branch, including end-to-end tests'),
        task('Database migrations reviewed and tested against a copy of production'),
        task('Release notes and customer-facing changelog written'),
        heading('Release'),
        must('Deploy to staging and run the smoke tests'),
        must('Deploy to production'),
        task('Feature flags switched as planned'),
        note('Keep the rollback command at hand until monitoring is quiet.'),
        heading('After the release'),
        must('Error rates and latency watched for 30 minutes'),
        task('Support team told what changed'),
        sign('Release manager sign-off'),
      ],
    },
    de: {
      title: 'Software-Release',
      description:
        'Jedes Release gleich sorgfältig ausliefern: einfrieren, prüfen, ausrollen, beobachten. Verknüpfen Sie die Checkliste mit dem Release-Ticket, damit alle den Stand sehen.',
      tags: ['release', 'entwicklung'],
      items: [
        heading('Vor dem Release'),
        must('Feature-Freeze angekündigt und Release-Branch erstellt'),
        must('Alle Tickets des Releases erledigt oder verschoben'),
        must('CI auf dem Release-Branch grün, einschließlich End-to-End-Tests'),
        task('Datenbank-Migrationen geprüft und an einer Kopie der Produktion getestet'),
        task('Release Notes und Änderungsprotokoll für Kunden geschrieben'),
        heading('Release'),
        must('Auf Staging ausgerollt und Smoke-Tests ausgeführt'),
        must('In Produktion ausgerollt'),
        task('Feature-Flags wie geplant umgeschaltet'),
        note('Halten Sie den Rollback-Befehl bereit, bis das Monitoring ruhig ist.'),
        heading('Nach dem Release'),
        must('Fehlerraten und Latenzen 30 Minuten lang beobachtet'),
        task('Support-Team über die Änderungen informiert'),
        sign('Freigabe durch den Release-Manager'),
      ],
    },
  },
};
