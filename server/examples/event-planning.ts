import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, note, task } from './items';

export const eventPlanning: ExampleTemplate = {
  id: 'event-planning',
  category: 'operations',
  text: {
    en: {
      title: 'Team event',
      description:
        'Plan an offsite, a workshop or a team day without last-minute surprises. Due dates count from the day you create the checklist.',
      tags: ['event', 'team'],
      items: [
        heading('Plan'),
        must('Goal, date and budget agreed', 3),
        must('Venue booked', 14),
        task('Invitations sent with agenda and travel details', 21),
        task('Dietary needs and accessibility requirements collected', 28),
        heading('Prepare'),
        task('Catering ordered', 35),
        task('Equipment checked: screen, microphones, video call', 40),
        note('Have a plan B for an outdoor programme.'),
        heading('Afterwards'),
        task('Feedback survey sent'),
        task('Invoices collected and passed to finance'),
      ],
    },
    de: {
      title: 'Team-Event',
      description:
        'Offsite, Workshop oder Teamtag ohne Überraschungen in letzter Minute planen. Fälligkeiten zählen ab dem Tag, an dem Sie die Checkliste erstellen.',
      tags: ['event', 'team'],
      items: [
        heading('Planen'),
        must('Ziel, Datum und Budget abgestimmt', 3),
        must('Ort gebucht', 14),
        task('Einladungen mit Agenda und Anreiseinformationen verschickt', 21),
        task('Ernährungswünsche und Anforderungen an Barrierefreiheit gesammelt', 28),
        heading('Vorbereiten'),
        task('Catering bestellt', 35),
        task('Technik geprüft: Bildschirm, Mikrofone, Videokonferenz', 40),
        note('Halten Sie für ein Programm im Freien einen Plan B bereit.'),
        heading('Danach'),
        task('Feedback-Umfrage verschickt'),
        task('Rechnungen gesammelt und an die Buchhaltung gegeben'),
      ],
    },
  },
};
