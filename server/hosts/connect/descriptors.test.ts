import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { appForPath, buildDescriptor } from './descriptors';
import { PROJECT_ROOT } from '../../paths';
import { DESCRIPTOR_TRANSLATIONS } from './descriptor-i18n';

interface Schema {
  properties: { apiMigrations: { properties: Record<string, unknown> } };
}
const jiraSchema = JSON.parse(
  readFileSync(join(PROJECT_ROOT, 'server/hosts/connect/schema/jira-global-schema.json'), 'utf8'),
) as Schema;
// The schema predates two API migrations Atlassian has since documented (and requires of
// new apps): signed-install and context-qsh. Everything else is checked as published.
jiraSchema.properties.apiMigrations.properties['signed-install'] = { type: 'boolean' };
jiraSchema.properties.apiMigrations.properties['context-qsh'] = { type: 'boolean' };

function descriptorValidator() {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  // Atlassian's "uri" is Java's URI: relative references such as "/installed" are valid.
  ajv.addFormat('uri', (value: string) => !/\s/.test(value) && URL.canParse(value, 'https://x'));
  ajv.addFormat('uri-template', (value: string) => !/\s/.test(value));
  return ajv.compile(jiraSchema);
}

/** Every `i18n` key a descriptor references. */
function i18nKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(i18nKeys);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      k === 'i18n' && typeof v === 'string' ? [v] : i18nKeys(v),
    );
  }
  return [];
}

describe('Connect descriptors', () => {
  it("the Jira app's validates against Atlassian's Jira descriptor schema", () => {
    const validate = descriptorValidator();
    const valid = validate(buildDescriptor('jira', 'https://checklists.example.com'));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('and the check catches a broken module', () => {
    const broken = buildDescriptor('jira', 'https://checklists.example.com');
    const contents = broken.modules.jiraIssueContents as Record<string, unknown>[];
    delete contents[0]?.tooltip;
    const validate = descriptorValidator();
    expect(validate(broken)).toBe(false);
    expect(validate.errors?.[0]?.params).toEqual({ missingProperty: 'tooltip' });
  });

  it('put the Confluence app at BASE_URL and the Jira app at BASE_URL/jira', () => {
    const confluence = buildDescriptor('confluence', 'https://c.example.com');
    const jira = buildDescriptor('jira', 'https://c.example.com');
    expect(confluence.baseUrl).toBe('https://c.example.com');
    expect(jira.baseUrl).toBe('https://c.example.com/jira');
    expect(confluence.key).not.toBe(jira.key);
  });

  it('ask for signed installs, context-qsh and GDPR mode, and the least scopes', () => {
    for (const product of ['jira', 'confluence'] as const) {
      const d = buildDescriptor(product, 'https://c.example.com');
      expect(d.authentication).toEqual({ type: 'jwt' });
      expect(d.apiMigrations).toEqual({ gdpr: true, 'signed-install': true, 'context-qsh': true });
      expect(d.lifecycle).toEqual({
        installed: '/installed',
        uninstalled: '/uninstalled',
        enabled: '/enabled',
        disabled: '/disabled',
      });
    }
    expect(buildDescriptor('confluence', 'https://c.example.com').scopes).toEqual(['READ']);
    expect(buildDescriptor('jira', 'https://c.example.com').scopes).toEqual(['READ', 'WRITE']);
  });

  it('translate every module name into English and German', () => {
    for (const product of ['jira', 'confluence'] as const) {
      for (const key of i18nKeys(buildDescriptor(product, 'https://c.example.com').modules)) {
        expect(DESCRIPTOR_TRANSLATIONS['en-US'][key], key).toBeTruthy();
        expect(DESCRIPTOR_TRANSLATIONS['de-DE'][key], key).toBeTruthy();
      }
    }
  });

  it('map request paths to their app', () => {
    expect(appForPath('/jira/view')).toEqual({ product: 'jira', relativePath: '/view' });
    expect(appForPath('/jira/shared/checklist-modals')).toEqual({
      product: 'jira',
      relativePath: '/shared/checklist-modals',
    });
    expect(appForPath('/macro/view')).toEqual({
      product: 'confluence',
      relativePath: '/macro/view',
    });
    expect(appForPath('/jiraffe')).toEqual({ product: 'confluence', relativePath: '/jiraffe' });
  });
});
