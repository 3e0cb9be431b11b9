import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, note, task } from './items';

export const employeeOnboarding: ExampleTemplate = {
  id: 'employee-onboarding',
  category: 'people',
  text: {
    en: {
      title: 'Employee onboarding',
      description:
        'Give every new colleague a first week that works: accounts ready on day one, a buddy, and clear goals for the first 30 days.',
      tags: ['onboarding', 'hr'],
      items: [
        heading('Before day one'),
        must('Contract signed and personnel file created'),
        must('Laptop ordered and set up', 0),
        must('Accounts created: email, chat, Jira, Confluence', 0),
        task('Buddy chosen and introduced by email', 0),
        heading('First day'),
        task('Welcome meeting with the manager', 1),
        task('Office tour or remote setup call', 1),
        task('Security and privacy training booked', 2),
        heading('First month'),
        task('30-day goals agreed and written down', 7),
        task('Meet every team member one to one', 14),
        task('First feedback conversation', 30),
        note('Ask the new colleague what was missing and improve this template.'),
      ],
    },
    de: {
      title: 'Onboarding neuer Mitarbeitender',
      description:
        'Jede neue Kollegin und jeder neue Kollege bekommt eine erste Woche, die funktioniert: Zugänge ab dem ersten Tag, eine Patin oder ein Pate und klare Ziele für die ersten 30 Tage.',
      tags: ['onboarding', 'personal'],
      items: [
        heading('Vor dem ersten Tag'),
        must('Vertrag unterschrieben und Personalakte angelegt'),
        must('Laptop bestellt und eingerichtet', 0),
        must('Zugänge angelegt: E-Mail, Chat, Jira, Confluence', 0),
        task('Pate oder Patin bestimmt und per E-Mail vorgestellt', 0),
        heading('Erster Tag'),
        task('Willkommensgespräch mit der Führungskraft', 1),
        task('Rundgang durchs Büro oder Einrichtungs-Call für Remote-Arbeit', 1),
        task('Schulung zu Sicherheit und Datenschutz gebucht', 2),
        heading('Erster Monat'),
        task('Ziele für die ersten 30 Tage vereinbart und festgehalten', 7),
        task('Einzelgespräche mit allen Teammitgliedern', 14),
        task('Erstes Feedbackgespräch', 30),
        note('Fragen Sie nach, was gefehlt hat, und verbessern Sie diese Vorlage.'),
      ],
    },
  },
};
