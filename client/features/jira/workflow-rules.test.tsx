import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import PostFunctionConfigScreen from './post-function-config';
import ValidatorConfigScreen from './validator-config';
import { fakeApi, featureStrings, renderScreen } from '../../test/fake-api';
import { changeLanguage } from '../../lib/i18n';
import { readPostFunctionConfig, readValidatorConfig } from '../../../shared/jira-rules';

await featureStrings();
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

const config = (value: object) => encodeURIComponent(JSON.stringify(value));

describe('the workflow rules’ pages', () => {
  it('summarise a post function as Jira shows it on the transition', async () => {
    fakeApi({});
    renderScreen(
      <PostFunctionConfigScreen
        screen="jira-post-function"
        props={{ action: 'view', kind: 'complete' }}
      />,
      {
        path: `/jira/postViewComplete?config=${config({ tickMandatory: true })}`,
      },
    );
    expect((await screen.findByTestId('rule-summary')).textContent).toBe(
      'Completes all checklists of the issue, mandatory items included.',
    );
  });

  it('summarise the validator in German', async () => {
    await changeLanguage('de');
    fakeApi({});
    renderScreen(<ValidatorConfigScreen screen="jira-validator" props={{ action: 'view' }} />, {
      path: `/jira/validatorView?config=${config({ mode: 'progress', minProgress: 80 })}`,
    });
    expect((await screen.findByTestId('rule-summary')).textContent).toBe(
      'Nur wenn die Checklisten zu mindestens 80 % erledigt sind.',
    );
  });

  it('read a stored configuration field by field, defaults for what is unreadable', () => {
    expect(
      readPostFunctionConfig({
        checklists: 'templates',
        templateUids: ['abcdefghijkl', 1],
        tickMandatory: 'yes',
      }),
    ).toEqual({
      checklists: 'templates',
      templateUids: ['abcdefghijkl'],
      tickMandatory: false,
    });
    expect(readValidatorConfig('nonsense', 'de')).toEqual({
      mode: 'mandatory',
      minProgress: 100,
      language: 'de',
    });
    expect(readValidatorConfig({ mode: 'progress', minProgress: 300 })).toMatchObject({
      mode: 'progress',
      minProgress: 100,
    });
  });
});
