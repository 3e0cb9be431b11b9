/**
 * What the service actions work with. Actions are plain functions `(deps, ctx, …input)`, one
 * file per action or small group, so go-to-definition from a route lands on the code. They
 * never see Express or the credential the caller used: only the RequestContext.
 */
import type { Repositories, TransactionRunner } from '../db/unit-of-work';
import type { TenantsRepository } from '../db/repositories/tenants-repository';
import type { PreferencesRepository } from '../db/repositories/preferences-repository';
import type { AnalyticsRepository } from '../db/repositories/analytics-repository';
import type { HostDirectory } from '../products/host-directory';
import type { ExampleTemplate } from '../../shared/examples';
import type { ChangeBus } from './live/change-bus';
import type { PeopleCheck } from './people/people-check';
import type { PlaceChanges } from './places/place-changes';
import type { PlaceVisibility } from './places/place-visibility';
import type { JiraSite } from '../products/jira-site';
import type { ConfluenceSite } from '../products/confluence-site';
import type { Mailer } from '../mail/mailer';

export interface ServiceDeps {
  /** Repositories outside any transaction (reads). */
  repos: Repositories;
  /** Runs a unit of work in one transaction (writes). */
  run: TransactionRunner;
  bus: ChangeBus;
  people: PeopleCheck;
  tenants: TenantsRepository;
  /** People and rights as the host knows them. */
  directory: HostDirectory;
  preferences: PreferencesRepository;
  analytics: AnalyticsRepository;
  examples: readonly ExampleTemplate[];
  /** Told of every checklist change in its transaction (Jira's issue property). */
  placeChanges: PlaceChanges;
  /** Whether the caller may see a checklist's issue or page, as its host says. */
  visibility: PlaceVisibility;
  /** Jira's REST API as the app. */
  jira: JiraSite;
  /** Confluence's REST API as the app. */
  confluence: ConfluenceSite;
  /** Invitations to the portal: their links' base and the mail that carries them. */
  portal: { baseUrl: string; mailer: Mailer | null; onMailError(error: unknown): void };
}
