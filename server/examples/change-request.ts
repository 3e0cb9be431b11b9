import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, sign, task } from './items';

export const changeRequest: ExampleTemplate = {
  id: 'change-request',
  category: 'operations',
  text: {
    en: {
      title: 'Infrastructure change',
      description:
        'A planned change to servers, networks or databases, approved and reversible. Use it for every change outside the normal deployment pipeline.',
      tags: ['change', 'operations', 'itil'],
      items: [
        heading('Plan'),
        must('Change described: what, why, which systems'),
        must('Risk assessed and rollback plan written'),
        task('Maintenance window agreed and announced to affected teams'),
        sign('Change approved by the change manager'),
        heading('Carry out'),
        must('Backup or snapshot taken before the change'),
        must('Change carried out as planned'),
        must('Checks after the change pass'),
        heading('Close'),
        task('Documentation and diagrams updated'),
        task('Announcement that the change is complete'),
      ],
    },
    de: {
      title: 'Infrastruktur-Änderung',
      description:
        'Eine geplante Änderung an Servern, Netzwerken oder Datenbanken, genehmigt und umkehrbar. Für jede Änderung außerhalb der normalen Deployment-Pipeline.',
      tags: ['änderung', 'betrieb', 'itil'],
      items: [
        heading('Planen'),
        must('Änderung beschrieben: was, warum, welche Systeme'),
        must('Risiko bewertet und Rollback-Plan geschrieben'),
        task('Wartungsfenster abgestimmt und betroffenen Teams angekündigt'),
        sign('Änderung vom Change Manager genehmigt'),
        heading('Durchführen'),
        must('Backup oder Snapshot vor der Änderung erstellt'),
        must('Änderung wie geplant durchgeführt'),
        must('Prüfungen nach der Änderung bestanden'),
        heading('Abschließen'),
        task('Dokumentation und Diagramme aktualisiert'),
        task('Abschluss der Änderung angekündigt'),
      ],
    },
  },
};
