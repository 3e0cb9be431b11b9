/**
 * Validates a Forge app folder offline with Atlassian's own validator (@forge/manifest, what
 * `forge lint` and `forge deploy` run first): the FULL validation (schema, modules, resources,
 * remotes, permissions, entity properties, translations, runtime…), then each trigger's events
 * against the app's scopes (`validateTriggerScopes`, the product-trigger check FULL leaves
 * out; run per event, it spares compiling the schema a second time).
 */
import {
  ProcessorBuilder,
  ValidationTypes,
  validateTriggerScopes,
  type ValidationError,
} from '@forge/manifest';
import { join } from 'node:path';
import { MANIFEST_FILE } from './forge-app-files';

export type ManifestProblem = Pick<ValidationError, 'message' | 'reference' | 'level' | 'line'>;

interface TypedManifest {
  modules?: { trigger?: { key: string; events: string[] }[] };
  permissions?: { scopes?: string[] };
}

/** Lifecycle events need no scope; any other event the mapping does not know is a typo. */
const LIFECYCLE_EVENT = /^avi:forge:(installed|upgraded):app$/;

async function triggerProblems(manifest: TypedManifest): Promise<ManifestProblem[]> {
  const scopes = manifest.permissions?.scopes ?? [];
  const problems: ManifestProblem[] = [];
  for (const trigger of manifest.modules?.trigger ?? []) {
    for (const event of trigger.events) {
      const result = await validateTriggerScopes(event, scopes);
      const problem = (message: string) =>
        problems.push({ message, reference: 'product-trigger', level: 'error', line: undefined });
      if (!result.valid) {
        problem(
          `Trigger ${trigger.key}: ${event} needs the scopes ${result.missingScopes.join(', ')}`,
        );
      } else if (!result.requiredScopes && !LIFECYCLE_EVENT.test(event)) {
        problem(`Trigger ${trigger.key}: unknown event ${event}`);
      }
    }
  }
  return problems;
}

/**
 * The validator's errors and warnings for `dir`/manifest.yml. Translation paths resolve from
 * the working directory (as under the Forge CLI, run in the app's folder), so this changes
 * into `dir` while it runs: do not run two at once. The first call compiles Atlassian's
 * schema (a few seconds); later calls in the same process take milliseconds.
 */
export async function validateForgeApp(dir: string): Promise<ManifestProblem[]> {
  const previous = process.cwd();
  process.chdir(dir);
  try {
    const processor = ProcessorBuilder.instance().withValidation(ValidationTypes.FULL).build();
    const result = await processor.process(join(dir, MANIFEST_FILE));
    const problems: ManifestProblem[] = (result.errors ?? []).map(
      ({ message, reference, level, line }) => ({ message, reference, level, line }),
    );
    const typed = result.manifestObject?.typedContent as TypedManifest | undefined;
    return typed ? [...problems, ...(await triggerProblems(typed))] : problems;
  } finally {
    process.chdir(previous);
  }
}

export function formatProblems(problems: ManifestProblem[]): string {
  return problems
    .map((p) => `${p.level}: ${p.message} (${p.reference}, line ${p.line ?? '?'})`)
    .join('\n');
}
