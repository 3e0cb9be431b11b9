/**
 * The host refuses a descriptor that breaks Atlassian's documented patterns before it calls
 * the app, as Jira and Confluence Cloud do; Checklists' own descriptors pass.
 */
import { describe, expect, it } from 'vitest';
import { descriptorProblems } from './descriptor-rules';
import { buildDescriptor } from '../../../server/hosts/connect/descriptors';

const macro = (identifier: string) => ({
  key: 'checklist',
  url: '/macro',
  parameters: [{ identifier, name: { value: 'x' }, type: 'string' }],
});

describe('the descriptor rules', () => {
  it("pass Checklists' own Confluence and Jira descriptors", () => {
    expect(descriptorProblems(buildDescriptor('confluence', 'https://app.example'))).toEqual([]);
    expect(descriptorProblems(buildDescriptor('jira', 'https://app.example'))).toEqual([]);
  });

  it('refuse a macro parameter identifier outside [-_a-z0-9.]+ (uppercase letters too)', () => {
    for (const identifier of ['templateUid', 'Title', 'space key', 'a/b', '']) {
      const problems = descriptorProblems({
        key: 'app',
        modules: { dynamicContentMacros: [macro(identifier)] },
      });
      expect(problems).toEqual([
        `dynamicContentMacros "checklist": parameter identifier "${identifier}" does not match ^[-_a-z0-9.]+$`,
      ]);
    }
    for (const identifier of ['template-uid', 'checklist_uid', 'list.status', 'x9']) {
      expect(
        descriptorProblems({ key: 'app', modules: { staticContentMacros: [macro(identifier)] } }),
      ).toEqual([]);
    }
  });

  it('refuse bad app and module keys and unknown scopes, and take webhooks without keys', () => {
    expect(
      descriptorProblems({
        key: 'my app',
        scopes: ['read', 'act_as_user', 'EVERYTHING'],
        modules: {
          generalPages: [{ key: 'page_one' }],
          webhooks: [{ event: 'jira:issue_created', url: '/created' }],
        },
      }),
    ).toEqual([
      'key "my app" does not match ^[a-zA-Z0-9-._]+$ (at most 64 characters)',
      'scope "EVERYTHING" is not one of READ, WRITE, DELETE, PROJECT_ADMIN, SPACE_ADMIN, ADMIN, ACT_AS_USER, ACCESS_EMAIL_ADDRESSES',
      'generalPages key "page_one" does not match ^[a-zA-Z0-9-]+$',
    ]);
  });
});
