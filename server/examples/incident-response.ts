import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, note, task } from './items';

export const incidentResponse: ExampleTemplate = {
  id: 'incident-response',
  category: 'operations',
  text: {
    en: {
      title: 'Incident response',
      description:
        'When production is on fire: one person in charge, customers informed early, and a postmortem that prevents the next one. Create it from the incident ticket.',
      tags: ['incident', 'operations', 'on-call'],
      items: [
        heading('Respond'),
        must('Incident commander named'),
        must('Severity set and incident channel opened'),
        task('Status page updated with a first notice'),
        note('Update the status page at least every 30 minutes while the incident lasts.'),
        heading('Mitigate'),
        must('Impact understood: who and what is affected'),
        must('Mitigation in place (rollback, failover or fix)'),
        task('Customers and support told that the service is back'),
        heading('Learn'),
        must('Timeline written while memories are fresh', 2),
        must('Blameless postmortem held', 5),
        task('Follow-up actions filed as tickets with owners', 5),
      ],
    },
    de: {
      title: 'Störungsbehebung',
      description:
        'Wenn die Produktion brennt: eine Person leitet, Kunden werden früh informiert, und ein Postmortem verhindert die nächste Störung. Erstellen Sie die Checkliste aus dem Störungsticket.',
      tags: ['störung', 'betrieb', 'bereitschaft'],
      items: [
        heading('Reagieren'),
        must('Incident Commander benannt'),
        must('Schweregrad festgelegt und Störungs-Channel eröffnet'),
        task('Statusseite mit einer ersten Meldung aktualisiert'),
        note(
          'Aktualisieren Sie die Statusseite mindestens alle 30 Minuten, solange die Störung dauert.',
        ),
        heading('Eindämmen'),
        must('Auswirkung verstanden: wer und was ist betroffen'),
        must('Gegenmaßnahme wirkt (Rollback, Failover oder Fix)'),
        task('Kunden und Support informiert, dass der Dienst wieder läuft'),
        heading('Lernen'),
        must('Zeitleiste geschrieben, solange die Erinnerung frisch ist', 2),
        must('Schuldfreies Postmortem durchgeführt', 5),
        task('Folgeaufgaben als Tickets mit Verantwortlichen angelegt', 5),
      ],
    },
  },
};
