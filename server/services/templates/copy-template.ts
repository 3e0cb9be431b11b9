/**
 * POST /api/templates/:uid/copy ("Copy of …", owned by the caller) and
 * POST /api/examples/:id/copy (an example in the caller's language; copied again it gets a
 * numbered title: "Code review", "Code review (2)"…).
 */
import type { RequestContext } from '../../auth/request-context';
import type { TemplateView } from '../templates/template-views';
import { authorize, SITE } from '../../policies/authorize';
import { notFound } from '../../errors';
import { translate } from '../../i18n/translate';
import { TITLE_MAX } from '../../../shared/templates';
import type { ServiceDeps } from '../service-deps';
import { insertTemplate, type CreateTemplateFields } from './create-template';
import { loadTemplate } from './template-access';
import { checkPeople } from '../people/people-check';

export async function copyTemplate(
  deps: ServiceDeps,
  ctx: RequestContext,
  uid: string,
): Promise<TemplateView> {
  const source = await loadTemplate(deps.repos, ctx, uid, 'template.read');
  authorize(ctx, 'template.create', SITE);
  return insertTemplate(
    deps,
    ctx,
    {
      title: translate(ctx.locale, 'template.copyTitle', { title: source.title }).slice(
        0,
        TITLE_MAX,
      ),
      description: source.description,
      tags: source.tags,
      items: source.items.map(({ id: _id, ...item }) => item),
      editorIds: [],
    },
    { exampleId: source.sourceExampleId, copiedFrom: source.uid },
  );
}

/**
 * The first title no template of the site has, archived ones included (en and de both put
 * the number after the title, which is what the query looks for).
 */
async function distinctTitle(deps: ServiceDeps, ctx: RequestContext, title: string) {
  const taken = new Set(await deps.repos.templates.titlesStartingWith(ctx.tenantKey, title));
  if (!taken.has(title)) return title;
  for (let number = 2; ; number++) {
    const candidate = translate(ctx.locale, 'template.repeatedTitle', { title, number });
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The example as a template of the site, or `edited`: the template as the person changed it
 * in the editor before saving. A title that is still the example's own gets a number when
 * the site has it already ("Code review (2)").
 */
export async function copyExample(
  deps: ServiceDeps,
  ctx: RequestContext,
  exampleId: string,
  edited?: CreateTemplateFields,
): Promise<TemplateView> {
  authorize(ctx, 'template.create', SITE);
  const example = deps.examples.find((e) => e.id === exampleId);
  if (!example) throw notFound('errors.exampleNotFound');
  const text = example.text[ctx.locale];
  const fields: CreateTemplateFields = edited ?? {
    title: text.title,
    description: text.description,
    tags: text.tags,
    items: text.items.map((item) => ({
      kind: item.kind,
      text: item.text,
      mandatory: item.mandatory ?? false,
      assigneeId: null,
      dueOffsetDays: item.dueOffsetDays ?? null,
    })),
    editorIds: [],
  };
  if (edited) {
    await checkPeople(deps, ctx, [...edited.items.map((i) => i.assigneeId), ...edited.editorIds], {
      templateUid: null,
    });
  }
  const title =
    fields.title === text.title ? await distinctTitle(deps, ctx, fields.title) : fields.title;
  return insertTemplate(deps, ctx, { ...fields, title }, { exampleId: example.id });
}
