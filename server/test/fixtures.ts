/** Test data made through the API, as a client would make it. */
import { expect } from 'vitest';
import type { TestApp } from './test-app';
import type { TemplateDto } from '../../shared/templates';
import type { ChecklistDto } from '../../shared/checklists';
import type { TemplateItemInput } from '../../shared/items';

export async function makeTemplate(
  t: TestApp,
  user: string,
  items: TemplateItemInput[],
  title = 'Template',
  site = 'acme',
): Promise<TemplateDto> {
  const response = await t.as(user, site).post('/templates', { title, items });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as TemplateDto;
}

export async function makeChecklist(
  t: TestApp,
  user: string,
  body: object,
  site = 'acme',
): Promise<ChecklistDto> {
  const response = await t.as(user, site).post('/checklists', body);
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data as ChecklistDto;
}

export const tasks = (n: number, mandatory = false): TemplateItemInput[] =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'task' as const,
    text: `Task ${i + 1}`,
    mandatory,
  }));
