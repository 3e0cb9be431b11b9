/**
 * The operator's answers to a person's data requests (docs/OPERATIONS.md, "Personal data"):
 * `person-export <tenant key> <person id>` prints, as JSON, every row the site holds that
 * names the person (API keys without their secret's hash); `person-erase <tenant key>
 * <person id>` erases them from the site (server/db/repositories/person-data-repository.ts).
 */
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { createTenantsRepository } from '../db/repositories/tenants-repository';
import { createPersonDataRepository } from '../db/repositories/person-data-repository';
import type { CommandOutput } from './commands';
import { pseudonymOf } from '../services/people/pseudonym';

export { pseudonymOf };

export class PersonUsageError extends Error {}

async function withPersonData<T>(
  config: Config,
  args: string[],
  usage: string,
  work: (
    repo: ReturnType<typeof createPersonDataRepository>,
    tenantKey: string,
    personId: string,
  ) => Promise<T>,
): Promise<T> {
  const [tenantKey, personId] = args;
  if (!tenantKey || !personId) throw new PersonUsageError(usage);
  const database = openDatabase(config.databaseUrl);
  try {
    const tenants = createTenantsRepository(database.db, { dialect: database.dialect });
    if (!(await tenants.find(tenantKey))) throw new PersonUsageError(`no site ${tenantKey}`);
    return await work(createPersonDataRepository(database.db), tenantKey, personId);
  } finally {
    await database.close();
  }
}

export const PERSON_COMMANDS = {
  async 'person-export'(config: Config, args: string[], out: CommandOutput) {
    await withPersonData(
      config,
      args,
      'person-export <tenant key> <person id>',
      async (repo, tenantKey, personId) => {
        const records = (await repo.collect(tenantKey, personId)).map(({ table, rows }) => ({
          table,
          rows: rows.map(({ secret_hash: _secret, ...row }) => row),
        }));
        out.write(
          JSON.stringify(
            { tenantKey, personId, exportedAt: new Date().toISOString(), records },
            null,
            2,
          ),
        );
      },
    );
  },

  async 'person-erase'(config: Config, args: string[], out: CommandOutput) {
    await withPersonData(
      config,
      args,
      'person-erase <tenant key> <person id>',
      async (repo, tenantKey, personId) => {
        const pseudonym = pseudonymOf(tenantKey, personId);
        const names = await repo.namesOf(tenantKey, personId);
        await repo.erase(tenantKey, personId, pseudonym, names);
        out.write(`${personId} is erased from ${tenantKey}; what stays is by ${pseudonym}`);
      },
    );
  },
};
