/** Templates: create, edit (with version checks), copy, archive, delete, list, examples. */
import type { RequestContext } from '../auth/request-context';
import type { TransactionRunner } from '../db/unit-of-work';
import type { Repositories } from '../db/unit-of-work';
import type { TemplateRecord } from '../db/repositories/templates-repository';
import type { TemplateItem, TemplateItemInput } from '../../shared/items';
import { templateItemSchema } from '../../shared/items';
import type {
  CreateTemplateInput,
  ListTemplatesQuery,
  TemplateDto,
  TemplateListDto,
  UpdateTemplateInput,
} from '../../shared/templates';
import { createTemplateSchema, updateTemplateSchema } from '../../shared/templates';
import { presentTemplate, presentTemplateSummary } from '../presenters/template-presenter';
import { conflict, forbidden, notFound } from '../errors';
import { managesTemplate, templatePolicy } from './policies';
import { auditRows } from './audit-writer';
import { newItemId, newUid } from '../lib/ids';
import { nowIso } from '../db/clock';
import { translate } from '../i18n/translate';
import type { ExampleTemplate } from '../../shared/examples';
import type { PeopleCheck } from './people-check';

export interface TemplatesService {
  list(ctx: RequestContext, query: ListTemplatesQuery): Promise<TemplateListDto>;
  get(ctx: RequestContext, uid: string): Promise<TemplateDto>;
  create(ctx: RequestContext, input: CreateTemplateInput): Promise<TemplateDto>;
  update(ctx: RequestContext, uid: string, input: UpdateTemplateInput): Promise<TemplateDto>;
  copy(ctx: RequestContext, uid: string): Promise<TemplateDto>;
  setArchived(ctx: RequestContext, uid: string, archived: boolean): Promise<TemplateDto>;
  delete(ctx: RequestContext, uid: string): Promise<void>;
  createFromExample(ctx: RequestContext, exampleId: string): Promise<TemplateDto>;
}

/** Item ids are kept when given (an edit) and minted otherwise. */
export function withItemIds(items: readonly TemplateItemInput[]): TemplateItem[] {
  const seen = new Set<string>();
  return items.map((raw) => {
    const item = templateItemSchema.parse(raw);
    const id = item.id && !seen.has(item.id) ? item.id : newItemId();
    seen.add(id);
    return { ...item, id };
  });
}

export function createTemplatesService(deps: {
  repos: Repositories;
  run: TransactionRunner;
  findExample: (id: string) => ExampleTemplate | undefined;
  people: PeopleCheck;
}): TemplatesService {
  const { repos, run } = deps;

  const load = async (ctx: RequestContext, uid: string): Promise<TemplateRecord> => {
    const template = await repos.templates.find(ctx.tenantKey, uid);
    if (!template) throw notFound('errors.templateNotFound');
    return template;
  };

  const present = async (ctx: RequestContext, template: TemplateRecord) => {
    const counts = await repos.checklists.countByTemplate(ctx.tenantKey, [template.uid]);
    return presentTemplate(ctx, template, counts.get(template.uid) ?? 0);
  };

  const insert = async (
    ctx: RequestContext,
    input: CreateTemplateInput,
    sourceExampleId: string | null,
    copiedFrom?: string,
  ) => {
    const fields = createTemplateSchema.parse(input);
    const at = nowIso();
    const record: TemplateRecord = {
      uid: newUid(),
      tenantKey: ctx.tenantKey,
      title: fields.title,
      description: fields.description,
      tags: fields.tags,
      items: withItemIds(fields.items),
      ownerId: ctx.user.id,
      editorIds: fields.editorIds.filter((id) => id !== ctx.user.id),
      version: 1,
      archived: false,
      sourceExampleId,
      createdAt: at,
      createdBy: ctx.user.id,
      updatedAt: at,
      updatedBy: ctx.user.id,
    };
    await run(async ({ repos: tx }) => {
      await tx.templates.insert(record);
      await tx.audit.insert(
        auditRows(ctx, at, [
          {
            action: 'template_created',
            templateUid: record.uid,
            after: {
              title: record.title,
              items: record.items.length,
              ...(sourceExampleId ? { example: sourceExampleId } : {}),
              ...(copiedFrom ? { copiedFrom } : {}),
            },
          },
        ]),
      );
    });
    return presentTemplate(ctx, record, 0);
  };

  /**
   * An example copied again gets a title of its own: "Code review", then "Code review (2)",
   * "Code review (3)"… (the first number no template of the site has, archived ones included;
   * en and de both put the number after the title, which is what the query looks for).
   */
  const distinctTitle = async (ctx: RequestContext, title: string): Promise<string> => {
    const taken = new Set(await repos.templates.titlesStartingWith(ctx.tenantKey, title));
    if (!taken.has(title)) return title;
    for (let number = 2; ; number++) {
      const candidate = translate(ctx.locale, 'template.repeatedTitle', { title, number });
      if (!taken.has(candidate)) return candidate;
    }
  };

  const requireManager = (ctx: RequestContext, template: TemplateRecord) => {
    if (!managesTemplate(ctx, template)) throw forbidden('errors.templateEditForbidden');
  };

  return {
    async list(ctx, query) {
      const [{ rows, total }, tags] = await Promise.all([
        repos.templates.list(
          ctx.tenantKey,
          { archived: query.archived, search: query.search, tag: query.tag },
          { limit: query.perPage, offset: (query.page - 1) * query.perPage },
        ),
        repos.templates.tags(ctx.tenantKey),
      ]);
      const counts = await repos.checklists.countByTemplate(
        ctx.tenantKey,
        rows.map((r) => r.uid),
      );
      return {
        items: rows.map((row) => presentTemplateSummary(ctx, row, counts.get(row.uid) ?? 0)),
        page: query.page,
        perPage: query.perPage,
        total,
        tags,
      };
    },

    async get(ctx, uid) {
      return present(ctx, await load(ctx, uid));
    },

    async create(ctx, input) {
      // The route has validated the input (ids trimmed); insert() parses it for its defaults.
      await deps.people(ctx, [
        ...(input.items ?? []).map((i) => i.assigneeId),
        ...(input.editorIds ?? []),
      ]);
      return insert(ctx, input, null);
    },

    async update(ctx, uid, input) {
      const fields = updateTemplateSchema.parse(input);
      const current = await load(ctx, uid);
      requireManager(ctx, current);
      await deps.people(
        ctx,
        [...fields.items.map((i) => i.assigneeId), ...fields.editorIds],
        [...current.items.map((i) => i.assigneeId), ...current.editorIds, current.ownerId],
      );
      const at = nowIso();
      const items = withItemIds(fields.items);
      // Only the owner and admins change who edits; an editor's save keeps the list.
      const editorIds = templatePolicy(ctx, current).canChangeEditors
        ? fields.editorIds.filter((id) => id !== current.ownerId)
        : current.editorIds;
      await run(async ({ repos: tx }) => {
        const saved = await tx.templates.update(ctx.tenantKey, uid, fields.version, {
          title: fields.title,
          description: fields.description,
          tags: fields.tags,
          items,
          editorIds,
          updatedAt: at,
          updatedBy: ctx.user.id,
        });
        if (!saved) throw conflict('errors.templateChanged');
        await tx.audit.insert(
          auditRows(ctx, at, [
            {
              action: 'template_updated',
              templateUid: uid,
              before: {
                title: current.title,
                items: current.items.length,
                version: current.version,
              },
              after: { title: fields.title, items: items.length, version: fields.version + 1 },
            },
          ]),
        );
      });
      return present(ctx, await load(ctx, uid));
    },

    async copy(ctx, uid) {
      const source = await load(ctx, uid);
      return insert(
        ctx,
        {
          title: translate(ctx.locale, 'template.copyTitle', { title: source.title }).slice(0, 200),
          description: source.description,
          tags: source.tags,
          items: source.items.map(({ id: _id, ...item }) => item),
          editorIds: [],
        },
        source.sourceExampleId,
        source.uid,
      );
    },

    async setArchived(ctx, uid, archived) {
      const current = await load(ctx, uid);
      requireManager(ctx, current);
      if (current.archived !== archived) {
        const at = nowIso();
        await run(async ({ repos: tx }) => {
          // Only the request that changed it logs it (parallel repeats change nothing).
          if (!(await tx.templates.setArchived(ctx.tenantKey, uid, archived, at, ctx.user.id))) {
            return;
          }
          await tx.audit.insert(
            auditRows(ctx, at, [
              { action: archived ? 'template_archived' : 'template_unarchived', templateUid: uid },
            ]),
          );
        });
      }
      return present(ctx, await load(ctx, uid));
    },

    async delete(ctx, uid) {
      const current = await load(ctx, uid);
      requireManager(ctx, current);
      const at = nowIso();
      // Checklists made from it keep their own copy of the items.
      await run(async ({ repos: tx }) => {
        await tx.templates.delete(ctx.tenantKey, uid);
        await tx.audit.insert(
          auditRows(ctx, at, [
            { action: 'template_deleted', templateUid: uid, before: { title: current.title } },
          ]),
        );
      });
    },

    async createFromExample(ctx, exampleId) {
      const example = deps.findExample(exampleId);
      if (!example) throw notFound('errors.exampleNotFound');
      const text = example.text[ctx.locale];
      return insert(
        ctx,
        {
          title: await distinctTitle(ctx, text.title),
          description: text.description,
          tags: text.tags,
          items: text.items.map((item) => ({
            kind: item.kind,
            text: item.text,
            mandatory: item.mandatory ?? false,
            dueOffsetDays: item.dueOffsetDays ?? null,
          })),
        },
        example.id,
      );
    },
  };
}
