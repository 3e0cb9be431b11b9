/**
 * Translations of the descriptors' module names (`translations.paths`), so Jira and
 * Confluence show "Checkliste einfügen" to German users.
 */
export const DESCRIPTOR_TRANSLATIONS: Record<'en-US' | 'de-DE', Record<string, string>> = {
  'en-US': {
    'descriptor.macro.checklist.name': 'Checklist',
    'descriptor.macro.checklist.description':
      'A checklist made from a template, right on the page.',
    'descriptor.macro.checklist.editTitle': 'Edit checklist',
    'descriptor.macro.checklist.insertTitle': 'Insert checklist',
    'descriptor.macro.list.name': 'Checklist list',
    'descriptor.macro.list.description': 'Several checklists with their progress.',
    'descriptor.macro.list.editTitle': 'Edit checklist list',
    'descriptor.macro.list.insertTitle': 'Insert checklist list',
    'descriptor.pages.overview': 'Checklists',
    'descriptor.pages.aiGenerator': 'Checklist from page contents',
    'descriptor.admin.settings': 'Checklists settings',
    'descriptor.admin.apikeys': 'Checklists API keys',
    'descriptor.admin.section': 'Checklists',
    'descriptor.admin.settingsShort': 'Settings',
    'descriptor.admin.apikeysShort': 'API keys',
    'descriptor.admin.enabledProjects': 'Enabled projects',
    'descriptor.webPanel.name': 'Checklists',
    'descriptor.issue.name': 'Checklists',
    'descriptor.issue.tooltip': 'Add a checklist',
    'descriptor.issue.glance': 'Checklists',
    'descriptor.issue.auditlog': 'Checklist audit log',
    'descriptor.project.defaultTemplates': 'Checklists',
    'descriptor.workflow.complete.name': 'Complete checklists',
    'descriptor.workflow.complete.description':
      "Marks the issue's checklists as completed when the transition runs.",
    'descriptor.workflow.skip.name': 'Skip checklists',
    'descriptor.workflow.skip.description':
      "Marks the issue's open checklists as skipped when the transition runs.",
    'descriptor.workflow.validator.name': 'Checklists complete',
    'descriptor.workflow.validator.description':
      "Allows the transition only when the issue's checklists are complete: every mandatory item done, or at least a chosen percentage.",
    'descriptor.workflow.validator.error': 'Complete the mandatory checklist items first.',
    'descriptor.entityProperty.name': 'Checklists',
  },
  'de-DE': {
    'descriptor.macro.checklist.name': 'Checkliste',
    'descriptor.macro.checklist.description':
      'Eine Checkliste aus einer Vorlage, direkt auf der Seite.',
    'descriptor.macro.checklist.editTitle': 'Checkliste bearbeiten',
    'descriptor.macro.checklist.insertTitle': 'Checkliste einfügen',
    'descriptor.macro.list.name': 'Checklisten-Liste',
    'descriptor.macro.list.description': 'Mehrere Checklisten mit ihrem Fortschritt.',
    'descriptor.macro.list.editTitle': 'Checklisten-Liste bearbeiten',
    'descriptor.macro.list.insertTitle': 'Checklisten-Liste einfügen',
    'descriptor.pages.overview': 'Checklisten',
    'descriptor.pages.aiGenerator': 'Checkliste aus Seiteninhalt',
    'descriptor.admin.settings': 'Checklists-Einstellungen',
    'descriptor.admin.apikeys': 'Checklists-API-Schlüssel',
    'descriptor.admin.section': 'Checklists',
    'descriptor.admin.settingsShort': 'Einstellungen',
    'descriptor.admin.apikeysShort': 'API-Schlüssel',
    'descriptor.admin.enabledProjects': 'Aktivierte Projekte',
    'descriptor.webPanel.name': 'Checklisten',
    'descriptor.issue.name': 'Checklisten',
    'descriptor.issue.tooltip': 'Checkliste hinzufügen',
    'descriptor.issue.glance': 'Checklisten',
    'descriptor.issue.auditlog': 'Checklisten-Protokoll',
    'descriptor.project.defaultTemplates': 'Checklisten',
    'descriptor.workflow.complete.name': 'Checklisten abschließen',
    'descriptor.workflow.complete.description':
      'Schließt die Checklisten des Vorgangs ab, wenn die Transition ausgeführt wird.',
    'descriptor.workflow.skip.name': 'Checklisten überspringen',
    'descriptor.workflow.skip.description':
      'Markiert die offenen Checklisten des Vorgangs als übersprungen, wenn die Transition ausgeführt wird.',
    'descriptor.workflow.validator.name': 'Checklisten abgeschlossen',
    'descriptor.workflow.validator.description':
      'Erlaubt die Transition nur, wenn die Checklisten des Vorgangs erledigt sind: jeder Pflichtpunkt, oder mindestens ein gewählter Prozentsatz.',
    'descriptor.workflow.validator.error':
      'Erledigen Sie zuerst die Pflichtpunkte der Checklisten.',
    'descriptor.entityProperty.name': 'Checklisten',
  },
};
