import type { ExampleTemplate } from '../../shared/examples';
import { heading, must, sign, task } from './items';

export const employeeOffboarding: ExampleTemplate = {
  id: 'employee-offboarding',
  category: 'people',
  text: {
    en: {
      title: 'Employee offboarding',
      description:
        'Say goodbye well and leave no open doors: knowledge handed over, equipment returned, every access removed on the last day.',
      tags: ['offboarding', 'hr', 'security'],
      items: [
        heading('Handover'),
        must('Handover plan agreed with the manager'),
        task('Open tickets and documents reassigned'),
        task('Knowledge-transfer sessions held'),
        heading('Last day'),
        must('Laptop, badge and keys returned'),
        must('All accounts disabled: email, SSO, VPN, Jira, Confluence'),
        must('Shared passwords and API keys the person knew rotated'),
        task('Email forwarding and out-of-office message set'),
        heading('Afterwards'),
        task('Exit interview held'),
        task('Final payroll and certificates sent'),
        sign('Manager confirms the offboarding is complete'),
      ],
    },
    de: {
      title: 'Offboarding von Mitarbeitenden',
      description:
        'Gut verabschieden und keine Türen offen lassen: Wissen übergeben, Geräte zurück, alle Zugänge am letzten Tag entfernt.',
      tags: ['offboarding', 'personal', 'sicherheit'],
      items: [
        heading('Übergabe'),
        must('Übergabeplan mit der Führungskraft abgestimmt'),
        task('Offene Tickets und Dokumente neu zugewiesen'),
        task('Termine zur Wissensübergabe durchgeführt'),
        heading('Letzter Tag'),
        must('Laptop, Ausweis und Schlüssel zurückgegeben'),
        must('Alle Zugänge deaktiviert: E-Mail, SSO, VPN, Jira, Confluence'),
        must('Gemeinsame Passwörter und API-Schlüssel, die die Person kannte, geändert'),
        task('E-Mail-Weiterleitung und Abwesenheitsnotiz eingerichtet'),
        heading('Danach'),
        task('Austrittsgespräch geführt'),
        task('Letzte Gehaltsabrechnung und Zeugnis verschickt'),
        sign('Die Führungskraft bestätigt den Abschluss des Offboardings'),
      ],
    },
  },
};
