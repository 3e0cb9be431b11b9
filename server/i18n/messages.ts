/**
 * Server-side messages: API errors and pages the server renders itself. The German table
 * must have every English key (checked by the type below).
 */
import { portalDe, portalEn } from './portal-messages';
import { apiKeysDe, apiKeysEn } from './api-key-messages';
import { sharesDe, sharesEn } from './share-messages';
import { forgeDe, forgeEn } from './forge-messages';

export const en = {
  ...portalEn,
  ...apiKeysEn,
  ...sharesEn,
  ...forgeEn,
  'errors.validationFailed': 'Some values are not valid. {{details}}',
  'validation.required': 'Required: this cannot be empty.',
  'validation.tooShort': 'Too short: at least {{count}} characters.',
  'validation.tooLong': 'Too long: at most {{count}} characters.',
  'validation.tooMany': 'Too many: at most {{count}}.',
  'validation.missing': 'Required: this field is missing.',
  'validation.mustBeText': 'Must be text.',
  'validation.mustBeNumber': 'Must be a number.',
  'validation.mustBeBoolean': 'Must be true or false.',
  'validation.mustBeList': 'Must be a list.',
  'validation.mustBeObject': 'Must be an object of fields.',
  'validation.oneOf': 'Must be one of: {{values}}.',
  'validation.atLeast': 'Must be at least {{count}}.',
  'validation.atMost': 'Must be at most {{count}}.',
  'validation.tooFew': 'Too few: at least {{count}}.',
  'validation.unknownFields': 'Not a field this request takes: {{fields}}.',
  'validation.invalid': 'Not a valid value here.',
  'validation.id': 'Must be an id.',
  'validation.itemId': 'Must be an item id.',
  'validation.status': 'Must be a status id.',
  'validation.date': 'Must be a date such as 2026-12-31.',
  'validation.templateOrTitle': 'Give a template or a title.',
  'validation.nothingToChange': 'Nothing to change: send at least one field besides the version.',
  'validation.tag': 'Tags may contain only letters, digits and dashes.',
  'validation.statusId': 'Must be lower-case letters, digits and dashes, up to 40.',
  'validation.colour': 'Must be a colour such as #36B37E.',
  'validation.statusIdsUnique': 'Two statuses have the same id.',
  'validation.statusNamesUnique': 'Two statuses have the same name.',
  'validation.routePattern': 'Must be a route pattern such as /web/checklist-overview/templates.',
  'validation.text':
    'Contains a character that cannot be stored (a NUL character or an unpaired surrogate).',
  'validation.integer': 'Must be a whole number in plain digits, such as 16.',
  'validation.statusIdReserved':
    'open, done and skipped are the built-in statuses: give a custom status another id.',
  'errors.badJson': 'The request body is not valid JSON.',
  'errors.unsupportedBody': 'The request body must be uncompressed JSON in UTF-8.',
  'errors.unauthorized': 'You are not signed in, or your session has expired. Reload the page.',
  'errors.tokenExpired': 'Your session has expired. Reload the page to continue.',
  'errors.tokenInvalid': 'The sign-in token is not valid.',
  'errors.tenantUnknown': 'This site has not installed Checklists.',
  'errors.tenantInactive': 'Checklists is disabled on this site.',
  'errors.forbidden': 'You do not have permission to do this.',
  'errors.adminOnly': 'Only site administrators can change these settings.',
  'errors.projectAdminOnly':
    'Only the administrators of this project can change its checklist defaults.',
  'errors.issueNotVisible': 'This issue does not exist or you cannot see it.',
  'errors.projectNotFound': 'This project does not exist in Jira.',
  'errors.issueTypeNotFound': 'This project has no such issue type.',
  'errors.jiraOnly': 'This works only in the Checklists app for Jira.',
  'errors.jiraUnavailable': 'Jira did not answer. Try again in a moment.',
  'errors.confluenceOnly': 'This works only in the Checklists app for Confluence.',
  'static.empty': 'No checklist has been chosen for this macro yet.',
  'static.notStarted': 'Not started yet: the checklist is made when the page is first opened.',
  'static.progress': '{{done}} of {{total}} done ({{percent}})',
  'static.signedBy': 'signed by {{name}} on {{date}}',
  'static.notSigned': 'not signed yet',
  'static.doneBy': 'done by {{name}} on {{date}}',
  'static.skippedBy': 'skipped by {{name}} on {{date}}',
  'static.note': 'Note',
  'static.listEmpty': 'No checklists match this list.',
  'static.checklist': 'Checklist',
  'static.statusHeading': 'Status',
  'static.progressHeading': 'Progress',
  'static.page': 'Page',
  'static.more': 'More checklists match: {{count}} (open the page to see them all).',
  'static.status.not_started': 'Not started',
  'static.status.in_progress': 'In progress',
  'static.status.completed': 'Completed',
  'static.status.skipped': 'Skipped',
  'static.status.archived': 'Archived',
  'errors.confluenceUnavailable': 'Confluence did not answer. Try again in a moment.',
  'errors.pageNotVisible': 'This page does not exist or you cannot see it.',
  'errors.macroNotFound':
    'This page has no such checklist macro. Publish the page, then try again.',
  'errors.macroHasChecklist': 'This macro shows a checklist already.',
  'errors.enabledProjectsChanged':
    'Another administrator changed the enabled projects a moment ago. Their choice is shown now; make your changes again.',
  'errors.templatesMissing': 'Some of the chosen templates do not exist any more: {{titles}}',
  'errors.settingsChanged':
    'Another administrator saved these settings a moment ago. Their version is shown now; make your changes again.',
  'errors.notFound': 'This item does not exist or was deleted.',
  'errors.routeNotFound': 'There is no such API endpoint.',
  'errors.preferenceUnknown': 'There is no user preference named "{{key}}".',
  'errors.payloadTooLarge': 'The request is too large.',
  'errors.rateLimited': 'Too many requests. Wait a moment and try again.',
  'errors.unavailable': 'The service is unavailable right now. Try again in a moment.',
  'errors.hostUnavailable': 'Jira or Confluence could not be reached. Try again in a moment.',
  'errors.internal':
    'Something went wrong on our side. Try again, and contact support if it persists.',
  'errors.templateNotFound': 'This template does not exist or was deleted.',
  'errors.templateChanged':
    'Someone saved this template while you were editing it. Reload it to see their changes.',
  'errors.templateEditForbidden': 'Only the owner and editors of this template can change it.',
  'errors.templateArchived': 'This template is archived. Restore it to use it again.',
  'errors.exampleNotFound': 'There is no such example.',
  'errors.checklistNotFound': 'This checklist does not exist or was deleted.',
  'errors.checklistChanged':
    'Someone changed this checklist while you were editing it. Reload it to see their changes.',
  'errors.checklistDeleteForbidden':
    'Only its creator, the managers of its template and site administrators can delete this checklist.',
  'errors.checklistArchived': 'This checklist is archived. Restore it to work on it.',
  'errors.checklistEditForbidden':
    "Only the checklist's creator and assignee, its template's managers and site administrators can change its items and details.",
  'errors.itemNotFound': 'This item does not exist or was removed.',
  'errors.itemChanged':
    'Someone changed this item since the version you sent. Its current state is in this answer (current); send your change again at its version.',
  'errors.itemNotCheckable': 'Headings and notes have no status.',
  'errors.signatureNeedsSigning': 'A signature item is done when it is signed.',
  'errors.statusUnknown': 'There is no status "{{status}}" on this site.',
  'errors.skipReasonRequired': 'Give a reason for skipping this item.',
  'errors.customStatusesOff':
    'Custom statuses are switched off on this site. Use Open, Done or Skipped.',
  'errors.signatureNotSignatureItem': 'Only signature items can be signed.',
  'errors.signatureImageType': 'The Image type is incorrect! Supported types: {{types}}.',
  'errors.signatureTooLarge': 'The signature image is too large.',
  'errors.signatureInvalid': 'The signature image could not be read.',
  'errors.signatureNotFound': 'This item has not been signed.',
  'errors.signatureRemoveForbidden':
    "Only the person who signed, the template's managers or a site administrator can remove this signature.",
  'errors.itemAnchorNotFound': 'The item to insert after does not exist.',
  'errors.personUnknown': 'That person is not a member of this site. Choose someone from the list.',
  'errors.notCompletedOrSkipped': 'Only a completed or skipped checklist can be reopened.',
  'errors.checklistAlreadySkipped':
    'This checklist is already skipped. Reopen it first to skip it with another reason.',
  'template.copyTitle': '{{title}} (copy)',
  'template.repeatedTitle': '{{title}} ({{number}})',
  'install.hostNotAllowed': 'This host is not allowed to install the app.',
  'install.wrongProduct': 'This app cannot be installed into {{product}}.',
  'install.invalid': 'The installation request could not be verified.',
  'page.unauthorizedTitle': 'Checklists could not verify this page',
  'page.unauthorizedBody':
    'The link has expired or is not valid. Reload the page in Jira or Confluence.',
} as const;

export type MessageKey = keyof typeof en;

export const de: Record<MessageKey, string> = {
  ...portalDe,
  ...apiKeysDe,
  ...sharesDe,
  ...forgeDe,
  'errors.validationFailed': 'Einige Werte sind ungültig. {{details}}',
  'validation.required': 'Pflichtfeld: Darf nicht leer sein.',
  'validation.tooShort': 'Zu kurz: mindestens {{count}} Zeichen.',
  'validation.tooLong': 'Zu lang: höchstens {{count}} Zeichen.',
  'validation.tooMany': 'Zu viele: höchstens {{count}}.',
  'validation.missing': 'Pflichtfeld: Dieses Feld fehlt.',
  'validation.mustBeText': 'Muss ein Text sein.',
  'validation.mustBeNumber': 'Muss eine Zahl sein.',
  'validation.mustBeBoolean': 'Muss true oder false sein.',
  'validation.mustBeList': 'Muss eine Liste sein.',
  'validation.mustBeObject': 'Muss ein Objekt mit Feldern sein.',
  'validation.oneOf': 'Muss einer dieser Werte sein: {{values}}.',
  'validation.atLeast': 'Muss mindestens {{count}} sein.',
  'validation.atMost': 'Darf höchstens {{count}} sein.',
  'validation.tooFew': 'Zu wenige: mindestens {{count}}.',
  'validation.unknownFields': 'Kein Feld dieser Anfrage: {{fields}}.',
  'validation.invalid': 'Hier kein gültiger Wert.',
  'validation.id': 'Muss eine ID sein.',
  'validation.itemId': 'Muss die ID eines Punkts sein.',
  'validation.status': 'Muss die ID eines Status sein.',
  'validation.date': 'Muss ein Datum wie 2026-12-31 sein.',
  'validation.templateOrTitle': 'Geben Sie eine Vorlage oder einen Titel an.',
  'validation.nothingToChange':
    'Nichts zu ändern: Senden Sie außer der Version mindestens ein weiteres Feld.',
  'validation.tag': 'Schlagwörter dürfen nur Buchstaben, Ziffern und Bindestriche enthalten.',
  'validation.statusId': 'Nur Kleinbuchstaben, Ziffern und Bindestriche, höchstens 40 Zeichen.',
  'validation.colour': 'Muss eine Farbe wie #36B37E sein.',
  'validation.statusIdsUnique': 'Zwei Status haben dieselbe ID.',
  'validation.statusNamesUnique': 'Zwei Status haben denselben Namen.',
  'validation.routePattern': 'Muss ein Routenmuster wie /web/checklist-overview/templates sein.',
  'validation.text':
    'Enthält ein Zeichen, das nicht gespeichert werden kann (ein NUL-Zeichen oder ein einzelnes Surrogat).',
  'validation.integer': 'Muss eine ganze Zahl aus Ziffern sein, etwa 16.',
  'validation.statusIdReserved':
    'open, done und skipped sind die eingebauten Status: Geben Sie einem eigenen Status eine andere ID.',
  'errors.badJson': 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  'errors.unsupportedBody': 'Der Inhalt der Anfrage muss unkomprimiertes JSON in UTF-8 sein.',
  'errors.unauthorized':
    'Sie sind nicht angemeldet oder Ihre Sitzung ist abgelaufen. Laden Sie die Seite neu.',
  'errors.tokenExpired': 'Ihre Sitzung ist abgelaufen. Laden Sie die Seite neu, um fortzufahren.',
  'errors.tokenInvalid': 'Das Anmeldetoken ist ungültig.',
  'errors.tenantUnknown': 'Diese Website hat Checklists nicht installiert.',
  'errors.tenantInactive': 'Checklists ist auf dieser Website deaktiviert.',
  'errors.forbidden': 'Sie haben keine Berechtigung dafür.',
  'errors.adminOnly': 'Nur Website-Administratoren können diese Einstellungen ändern.',
  'errors.projectAdminOnly':
    'Nur die Administratoren dieses Projekts können seine Standard-Checklisten ändern.',
  'errors.issueNotVisible': 'Diesen Vorgang gibt es nicht, oder Sie können ihn nicht sehen.',
  'errors.projectNotFound': 'Dieses Projekt gibt es in Jira nicht.',
  'errors.issueTypeNotFound': 'Diesen Vorgangstyp gibt es in diesem Projekt nicht.',
  'errors.jiraOnly': 'Das geht nur in der Checklists-App für Jira.',
  'errors.jiraUnavailable': 'Jira hat nicht geantwortet. Versuchen Sie es gleich noch einmal.',
  'errors.confluenceOnly': 'Das geht nur in der Checklists-App für Confluence.',
  'static.empty': 'Für dieses Makro wurde noch keine Checkliste gewählt.',
  'static.notStarted':
    'Noch nicht begonnen: Die Checkliste entsteht, wenn die Seite zum ersten Mal geöffnet wird.',
  'static.progress': '{{done}} von {{total}} erledigt ({{percent}})',
  'static.signedBy': 'unterschrieben von {{name}} am {{date}}',
  'static.notSigned': 'noch nicht unterschrieben',
  'static.doneBy': 'erledigt von {{name}} am {{date}}',
  'static.skippedBy': 'übersprungen von {{name}} am {{date}}',
  'static.note': 'Notiz',
  'static.listEmpty': 'Keine Checkliste passt zu dieser Liste.',
  'static.checklist': 'Checkliste',
  'static.statusHeading': 'Status',
  'static.progressHeading': 'Fortschritt',
  'static.page': 'Seite',
  'static.more': 'Weitere passende Checklisten: {{count}} (die Seite zeigt alle).',
  'static.status.not_started': 'Nicht begonnen',
  'static.status.in_progress': 'In Bearbeitung',
  'static.status.completed': 'Abgeschlossen',
  'static.status.skipped': 'Übersprungen',
  'static.status.archived': 'Archiviert',
  'errors.confluenceUnavailable':
    'Confluence hat nicht geantwortet. Versuchen Sie es gleich noch einmal.',
  'errors.pageNotVisible': 'Diese Seite gibt es nicht, oder Sie können sie nicht sehen.',
  'errors.macroNotFound':
    'Diese Seite hat kein solches Checklisten-Makro. Veröffentlichen Sie die Seite und versuchen Sie es erneut.',
  'errors.macroHasChecklist': 'Dieses Makro zeigt bereits eine Checkliste.',
  'errors.enabledProjectsChanged':
    'Eine andere Administratorin oder ein anderer Administrator hat die aktivierten Projekte gerade geändert. Deren Auswahl wird jetzt angezeigt; nehmen Sie Ihre Änderungen bitte erneut vor.',
  'errors.templatesMissing': 'Einige der gewählten Vorlagen gibt es nicht mehr: {{titles}}',
  'errors.settingsChanged':
    'Eine andere Administratorin oder ein anderer Administrator hat diese Einstellungen gerade gespeichert. Deren Stand wird jetzt angezeigt; nehmen Sie Ihre Änderungen bitte erneut vor.',
  'errors.notFound': 'Dieses Element existiert nicht oder wurde gelöscht.',
  'errors.routeNotFound': 'Diesen API-Endpunkt gibt es nicht.',
  'errors.preferenceUnknown': 'Es gibt keine Benutzereinstellung namens „{{key}}“.',
  'errors.payloadTooLarge': 'Die Anfrage ist zu groß.',
  'errors.rateLimited': 'Zu viele Anfragen. Warten Sie einen Moment und versuchen Sie es erneut.',
  'errors.unavailable':
    'Der Dienst ist gerade nicht erreichbar. Versuchen Sie es gleich noch einmal.',
  'errors.hostUnavailable':
    'Jira oder Confluence ist nicht erreichbar. Versuchen Sie es gleich noch einmal.',
  'errors.internal':
    'Bei uns ist etwas schiefgelaufen. Versuchen Sie es erneut und wenden Sie sich an den Support, falls es so bleibt.',
  'errors.templateNotFound': 'Diese Vorlage existiert nicht oder wurde gelöscht.',
  'errors.templateChanged':
    'Jemand hat diese Vorlage gespeichert, während Sie sie bearbeitet haben. Laden Sie sie neu, um die Änderungen zu sehen.',
  'errors.templateEditForbidden':
    'Nur die Eigentümerin bzw. der Eigentümer und die Bearbeitenden dieser Vorlage können sie ändern.',
  'errors.templateArchived':
    'Diese Vorlage ist archiviert. Stellen Sie sie wieder her, um sie zu verwenden.',
  'errors.exampleNotFound': 'Dieses Beispiel gibt es nicht.',
  'errors.checklistNotFound': 'Diese Checkliste existiert nicht oder wurde gelöscht.',
  'errors.checklistChanged':
    'Jemand hat diese Checkliste geändert, während Sie sie bearbeitet haben. Laden Sie sie neu, um die Änderungen zu sehen.',
  'errors.checklistDeleteForbidden':
    'Nur wer sie angelegt hat, die Verantwortlichen ihrer Vorlage und Website-Administratoren können diese Checkliste löschen.',
  'errors.checklistArchived':
    'Diese Checkliste ist archiviert. Stellen Sie sie wieder her, um daran zu arbeiten.',
  'errors.checklistEditForbidden':
    'Nur wer die Checkliste angelegt hat oder ihr zugewiesen ist, die Verantwortlichen ihrer Vorlage und Website-Administratoren können ihre Punkte und Angaben ändern.',
  'errors.itemNotFound': 'Dieser Punkt existiert nicht oder wurde entfernt.',
  'errors.itemChanged':
    'Jemand hat diesen Punkt seit der gesendeten Version geändert. Sein aktueller Stand steht in dieser Antwort (current); senden Sie Ihre Änderung mit dessen Version erneut.',
  'errors.itemNotCheckable': 'Überschriften und Hinweise haben keinen Status.',
  'errors.signatureNeedsSigning':
    'Ein Unterschriftspunkt ist erledigt, sobald er unterschrieben ist.',
  'errors.statusUnknown': 'Einen Status „{{status}}“ gibt es auf dieser Website nicht.',
  'errors.skipReasonRequired': 'Geben Sie einen Grund an, warum dieser Punkt übersprungen wird.',
  'errors.customStatusesOff':
    'Eigene Status sind auf dieser Website ausgeschaltet. Verwenden Sie Offen, Erledigt oder Übersprungen.',
  'errors.signatureNotSignatureItem': 'Nur Unterschriftspunkte können unterschrieben werden.',
  'errors.signatureImageType': 'Der Bildtyp ist falsch! Unterstützte Typen: {{types}}.',
  'errors.signatureTooLarge': 'Das Unterschriftsbild ist zu groß.',
  'errors.signatureInvalid': 'Das Unterschriftsbild konnte nicht gelesen werden.',
  'errors.signatureNotFound': 'Dieser Punkt wurde noch nicht unterschrieben.',
  'errors.signatureRemoveForbidden':
    'Nur wer unterschrieben hat, die Verantwortlichen der Vorlage oder ein Website-Administrator können diese Unterschrift entfernen.',
  'errors.itemAnchorNotFound': 'Der Punkt, hinter dem eingefügt werden soll, existiert nicht.',
  'errors.personUnknown':
    'Diese Person gehört nicht zu dieser Website. Wählen Sie jemanden aus der Liste.',
  'errors.notCompletedOrSkipped':
    'Nur eine abgeschlossene oder übersprungene Checkliste kann wieder geöffnet werden.',
  'errors.checklistAlreadySkipped':
    'Diese Checkliste ist bereits übersprungen. Öffnen Sie sie zuerst wieder, um sie mit einem anderen Grund zu überspringen.',
  'template.copyTitle': '{{title}} (Kopie)',
  'template.repeatedTitle': '{{title}} ({{number}})',
  'install.hostNotAllowed': 'Dieser Host darf die App nicht installieren.',
  'install.wrongProduct': 'Diese App kann nicht in {{product}} installiert werden.',
  'install.invalid': 'Die Installationsanfrage konnte nicht geprüft werden.',
  'page.unauthorizedTitle': 'Checklists konnte diese Seite nicht prüfen',
  'page.unauthorizedBody':
    'Der Link ist abgelaufen oder ungültig. Laden Sie die Seite in Jira oder Confluence neu.',
};
