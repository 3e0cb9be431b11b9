/**
 * Whether the caller may see a checklist's place, as its host says: a Jira issue they may not
 * browse, or a Confluence page they may not read, must look to them exactly like one that does
 * not exist (docs/SECURITY.md, "Places the host hides"). Every read and write of a placed
 * checklist asks here; lists leave such checklists out.
 *
 * Who is checked, and how:
 * - a person in Jira or Confluence (either host), a person's API key (it acts as its owner), and
 *   the host acting for a named person (Confluence's export): Jira's bulk permission check
 *   (JiraSite, as the app, which Atlassian allows Connect apps for any user) and Confluence's
 *   own answer to that person (ConfluenceSite, asked as them);
 * - portal users and their keys: the host cannot answer for someone without an Atlassian
 *   account, so a checklist on an issue or a page is never theirs to see (fail closed);
 * - a site's API key (it acts as a site admin of the app, made by one) and Jira's automation
 *   (webhooks and post functions, about the issue Jira signed): not narrowed;
 * - a place of the other product (a Jira issue named on a Confluence site): no host of this
 *   site knows it, so it hides nothing.
 * A place the host says is gone (a deleted issue or page) is hidden like one the person may not
 * see: the host cannot vouch for anyone any more.
 *
 * Answers are remembered per site, person and place for a short while (Jira's 30 s, as
 * JiraSite; Confluence's 10 s, as ConfluenceSite), so a list page, the checklist opened from
 * it and the ticks after that ask the host once. `known` answers from memory only (the
 * checklist writer asks it inside its transaction, where no host call may run). When the host
 * cannot be asked (down, or no token to ask as the person) the answer is 503, never "visible".
 */
import type { RequestContext } from '../../auth/request-context';
import type { TenantsRepository } from '../../db/repositories/tenants-repository';
import type { JiraSite } from '../../products/jira-site';
import type { ConfluenceSite } from '../../products/confluence-site';
import { TtlCache } from '../../lib/ttl-cache';
import { askSite } from './site-access';

/** Where a checklist lives, as its row says (`place_kind`, `place_id`). */
export interface PlaceRef {
  kind: string;
  id: string | null;
}

type Product = 'jira' | 'confluence';
const PRODUCT_OF: Readonly<Record<string, Product>> = {
  jira_issue: 'jira',
  confluence_page: 'confluence',
};
const TTL_MS: Readonly<Record<Product, number>> = { jira: 30_000, confluence: 10_000 };
/** Hidden places remembered per person for lists (more are found again as pages show them). */
const HIDDEN_PER_PERSON = 500;

export const placeKey = (place: PlaceRef): string => `${place.kind}:${place.id ?? ''}`;

export interface PlaceVisibility {
  /** From memory: true or false, or undefined when the host must be asked (`sees`). */
  known(ctx: RequestContext, place: PlaceRef): boolean | undefined;
  /** Whether the caller may see the place; asks the host when it must (503 if it cannot). */
  sees(ctx: RequestContext, place: PlaceRef): Promise<boolean>;
  /** The places (placeKey) among these the caller may not see: one host call per product. */
  hiddenAmong(ctx: RequestContext, places: readonly PlaceRef[]): Promise<Set<string>>;
  /** Places (placeKey) the caller was lately found not to see, for lists to leave out. */
  knownHidden(ctx: RequestContext): string[];
}

/** Who looks: nobody to check, nobody who may, or a person the host answers for. */
type Looker = { kind: 'open' } | { kind: 'closed' } | { kind: 'person'; accountId: string };

function lookerOf(ctx: RequestContext, place: PlaceRef): Looker {
  const product = PRODUCT_OF[place.kind];
  if (!product || !place.id) return { kind: 'open' };
  if (ctx.user.kind === 'portal') return { kind: 'closed' };
  if (ctx.productType !== product) return { kind: 'open' };
  const person =
    ctx.credential === 'atlassian' ||
    (ctx.credential === 'apiKey' && ctx.user.kind === 'atlassian') ||
    (ctx.credential === 'hostCall' && ctx.user.kind === 'atlassian');
  return person ? { kind: 'person', accountId: ctx.user.id } : { kind: 'open' };
}

export function createPlaceVisibility(deps: {
  tenants: TenantsRepository;
  jira: JiraSite;
  confluence: ConfluenceSite;
  now?: () => number;
}): PlaceVisibility {
  const now = deps.now ?? Date.now;
  const answers: Record<Product, TtlCache<boolean>> = {
    jira: new TtlCache(TTL_MS.jira, 200_000, now),
    confluence: new TtlCache(TTL_MS.confluence, 200_000, now),
  };
  /** Per site and person: hidden place → until when that answer holds. */
  const hiddenByPerson = new TtlCache<Map<string, number>>(TTL_MS.jira, 10_000, now);
  const personKey = (ctx: RequestContext, accountId: string) =>
    `${ctx.tenantKey}\u0000${accountId}`;
  const answerKey = (ctx: RequestContext, accountId: string, place: PlaceRef) =>
    `${personKey(ctx, accountId)}\u0000${placeKey(place)}`;

  const remember = (ctx: RequestContext, accountId: string, place: PlaceRef, seen: boolean) => {
    const product = PRODUCT_OF[place.kind] as Product;
    answers[product].set(answerKey(ctx, accountId, place), seen);
    const key = personKey(ctx, accountId);
    if (seen) {
      // Seen now (access granted meanwhile): lists stop leaving it out at once.
      hiddenByPerson.get(key)?.delete(placeKey(place));
      return;
    }
    const hidden = hiddenByPerson.get(key) ?? new Map<string, number>();
    if (hidden.size < HIDDEN_PER_PERSON) hidden.set(placeKey(place), now() + TTL_MS[product]);
    hiddenByPerson.set(key, hidden);
  };

  const cached = (ctx: RequestContext, accountId: string, place: PlaceRef) =>
    answers[PRODUCT_OF[place.kind] as Product].get(answerKey(ctx, accountId, place));

  /** Asks the host about one product's places for one person; remembers every answer. */
  const ask = async (
    ctx: RequestContext,
    accountId: string,
    product: Product,
    places: PlaceRef[],
  ): Promise<void> => {
    const tenant = await deps.tenants.find(ctx.tenantKey);
    const ids = places.map((p) => p.id ?? '');
    const seen = !tenant
      ? new Set<string>()
      : product === 'jira'
        ? await askSite(
            () => deps.jira.browsableIssues(tenant, accountId, ids),
            'errors.jiraUnavailable',
          )
        : ids.length === 1
          ? await askSite(
              async () =>
                (await deps.confluence.hasPagePermission(tenant, accountId, ids[0] ?? '', 'read'))
                  ? new Set(ids)
                  : new Set<string>(),
              'errors.confluenceUnavailable',
            )
          : await askSite(
              () => deps.confluence.readablePages(tenant, accountId, ids),
              'errors.confluenceUnavailable',
            );
    for (const place of places) remember(ctx, accountId, place, seen.has(place.id ?? ''));
  };

  const hiddenAmong = async (ctx: RequestContext, places: readonly PlaceRef[]) => {
    const hidden = new Set<string>();
    const toAsk = new Map<string, { accountId: string; product: Product; places: PlaceRef[] }>();
    for (const place of new Map(places.map((p) => [placeKey(p), p])).values()) {
      const looker = lookerOf(ctx, place);
      if (looker.kind === 'open') continue;
      if (looker.kind === 'closed') {
        hidden.add(placeKey(place));
        continue;
      }
      const answer = cached(ctx, looker.accountId, place);
      if (answer === false) hidden.add(placeKey(place));
      if (answer !== undefined) continue;
      const product = PRODUCT_OF[place.kind] as Product;
      const group = toAsk.get(product) ?? { accountId: looker.accountId, product, places: [] };
      group.places.push(place);
      toAsk.set(product, group);
    }
    for (const group of toAsk.values()) {
      await ask(ctx, group.accountId, group.product, group.places);
      for (const place of group.places)
        if (cached(ctx, group.accountId, place) === false) hidden.add(placeKey(place));
    }
    return hidden;
  };

  return {
    known(ctx, place) {
      const looker = lookerOf(ctx, place);
      if (looker.kind !== 'person') return looker.kind === 'open';
      return cached(ctx, looker.accountId, place);
    },

    async sees(ctx, place) {
      return !(await hiddenAmong(ctx, [place])).has(placeKey(place));
    },

    hiddenAmong,

    knownHidden(ctx) {
      if (ctx.user.kind === 'portal') return [];
      const hidden = hiddenByPerson.get(personKey(ctx, ctx.user.id));
      if (!hidden) return [];
      const at = now();
      return [...hidden].flatMap(([place, until]) => (until > at ? [place] : []));
    },
  };
}
