import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, note, task } from './items';

export const customerOnboarding: ExampleTemplate = {
  id: 'customer-onboarding',
  category: 'sales',
  text: {
    en: {
      title: 'Customer onboarding',
      description:
        'From signed contract to a customer who gets value: kickoff, setup, training and a check-in after the first month.',
      tags: ['customer', 'sales', 'success'],
      items: [
        heading('Kickoff'),
        must('Contract and order details handed over from sales', 1),
        must('Kickoff call held; goals and success criteria written down', 5),
        task('Main contacts on both sides recorded', 5),
        heading('Setup'),
        must('Accounts and access set up for the customer', 7),
        task('Data imported and checked with the customer', 10),
        task('Integrations configured', 10),
        heading('Adoption'),
        task('Training session for the customer’s team', 14),
        task('Check-in call: are the goals on track?', 30),
        note('Share the notes of every call with the account manager.'),
      ],
    },
    de: {
      title: 'Kunden-Onboarding',
      description:
        'Vom unterschriebenen Vertrag zum Kunden, der Nutzen hat: Kickoff, Einrichtung, Schulung und ein Check-in nach dem ersten Monat.',
      tags: ['kunde', 'vertrieb', 'erfolg'],
      items: [
        heading('Kickoff'),
        must('Vertrag und Auftragsdetails vom Vertrieb übergeben', 1),
        must('Kickoff-Call durchgeführt; Ziele und Erfolgskriterien festgehalten', 5),
        task('Hauptansprechpersonen auf beiden Seiten erfasst', 5),
        heading('Einrichtung'),
        must('Konten und Zugänge für den Kunden eingerichtet', 7),
        task('Daten importiert und mit dem Kunden geprüft', 10),
        task('Integrationen konfiguriert', 10),
        heading('Nutzung'),
        task('Schulung für das Team des Kunden', 14),
        task('Check-in-Call: Sind die Ziele auf Kurs?', 30),
        note('Teilen Sie die Notizen jedes Calls mit dem Account Manager.'),
      ],
    },
  },
};
