import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, note, sign, task } from './items';

export const accessReview: ExampleTemplate = {
  id: 'access-review',
  category: 'security',
  text: {
    en: {
      title: 'Quarterly access review',
      description:
        'Who can reach what? Review every critical system each quarter, remove what is no longer needed and keep the evidence your auditors ask for.',
      tags: ['security', 'compliance', 'audit'],
      items: [
        heading('Prepare'),
        must('List of critical systems up to date'),
        must('Current user and role exports taken from each system'),
        heading('Review'),
        must('Every administrator account confirmed by its owner'),
        must('Accounts of people who left removed'),
        task('Service accounts and API keys checked for owners and expiry'),
        task('Permissions beyond the person’s role reduced'),
        note('Attach the exports and the list of changes to this checklist as evidence.'),
        heading('Close'),
        task('Findings and changes reported to the security team'),
        sign('System owner confirms the review'),
      ],
    },
    de: {
      title: 'Quartalsweise Zugriffsprüfung',
      description:
        'Wer kommt wo heran? Prüfen Sie jedes Quartal alle kritischen Systeme, entfernen Sie nicht mehr Benötigtes und bewahren Sie die Nachweise auf, die Prüfer verlangen.',
      tags: ['sicherheit', 'compliance', 'audit'],
      items: [
        heading('Vorbereiten'),
        must('Liste der kritischen Systeme aktuell'),
        must('Aktuelle Benutzer- und Rollenexporte aus jedem System gezogen'),
        heading('Prüfen'),
        must('Jedes Administratorkonto von seiner verantwortlichen Person bestätigt'),
        must('Konten ausgeschiedener Personen entfernt'),
        task('Dienstkonten und API-Schlüssel auf Verantwortliche und Ablaufdatum geprüft'),
        task('Berechtigungen, die über die Rolle hinausgehen, reduziert'),
        note(
          'Hängen Sie die Exporte und die Liste der Änderungen als Nachweis an diese Checkliste an.',
        ),
        heading('Abschließen'),
        task('Ergebnisse und Änderungen an das Sicherheitsteam gemeldet'),
        sign('Die Systemverantwortlichen bestätigen die Prüfung'),
      ],
    },
  },
};
