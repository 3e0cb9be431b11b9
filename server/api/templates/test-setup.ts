/**
 * What the template route tests share: bob and clara's account ids, the release template they
 * create, and requests to create one and to read one back as bob.
 */
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import type { TemplateDto } from '../../../shared/templates';
import { findUser } from '../../../e2e/simulator/lib/directory';

export const bob = findUser('bob')?.accountId ?? '';
export const clara = findUser('clara')?.accountId ?? '';

export const release = {
  title: 'Release',
  description: 'How we **ship**.',
  tags: ['Engineering', 'release', 'release'],
  items: [
    { kind: 'heading', text: 'Before' },
    { kind: 'task', text: 'Tests are green', mandatory: true },
    { kind: 'signature', text: 'Release manager signs', mandatory: true, dueOffsetDays: 1 },
  ],
};

/** Requests on the app the test file started (read when called, so after its beforeAll). */
export function templateRequests(app: () => TestApp) {
  /** A template as a client reads it. */
  const read = async (uid: string) =>
    (await app().as('bob').get(`/templates/${uid}`)).body.data as TemplateDto;

  async function create(user = 'bob', body: object = release): Promise<TemplateDto> {
    const response = await app().as(user).post('/templates', body);
    expect(response.status).toBe(201);
    return response.body.data as TemplateDto;
  }

  return { read, create };
}
