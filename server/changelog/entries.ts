/**
 * Release notes shown in "What's new". Newest entries may go anywhere: the API sorts by
 * date. Every entry has English and German text; `url` points at the public post.
 */
import type { ChangelogType } from '../../shared/constants';

export interface ChangelogSource {
  id: string;
  publishedAt: string;
  types: ChangelogType[];
  url: string;
  en: { title: string; markdownDetails: string };
  de: { title: string; markdownDetails: string };
}

export const CHANGELOG: readonly ChangelogSource[] = [
  {
    id: '2026-11-22-foundation',
    publishedAt: '2026-11-22',
    types: ['new'],
    url: 'https://checklists.app/changelog/2026-11-22-foundation',
    en: {
      title: 'Checklists for Jira and Confluence',
      markdownDetails: [
        'Checklists now installs into **Jira Cloud** and **Confluence Cloud** from one server.',
        '',
        '- Site administrators choose custom item statuses for the whole site.',
        '- Your choice to show or hide checked items is remembered.',
        '- Every page speaks English and German.',
      ].join('\n'),
    },
    de: {
      title: 'Checklists für Jira und Confluence',
      markdownDetails: [
        'Checklists lässt sich jetzt von einem Server aus in **Jira Cloud** und **Confluence Cloud** installieren.',
        '',
        '- Website-Administratoren legen eigene Status für Checklistenpunkte fest.',
        '- Ob erledigte Punkte angezeigt werden, wird für Sie gespeichert.',
        '- Jede Seite spricht Deutsch und Englisch.',
      ].join('\n'),
    },
  },
  {
    id: '2026-11-22-security',
    publishedAt: '2026-11-22',
    types: ['improved', 'fixed'],
    url: 'https://checklists.app/changelog/2026-11-22-security',
    en: {
      title: 'Signed installs and shorter-lived sessions',
      markdownDetails: [
        'Installations are accepted only when Atlassian signs them, and a reinstall replaces',
        "the site's secret at once. Sessions renew themselves while you work and expire",
        'after 15 minutes of inactivity.',
      ].join('\n'),
    },
    de: {
      title: 'Signierte Installationen und kürzere Sitzungen',
      markdownDetails: [
        'Installationen werden nur angenommen, wenn Atlassian sie signiert, und eine Neuinstallation',
        'ersetzt das Geheimnis der Website sofort. Sitzungen erneuern sich, während Sie arbeiten,',
        'und laufen nach 15 Minuten Inaktivität ab.',
      ].join('\n'),
    },
  },
];
