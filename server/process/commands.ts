/**
 * The operator's commands: `node dist/server/main.js <command> [arguments]` (npm run <command>
 * in a checkout). Each runs once against DATABASE_URL and exits; none starts the server.
 * docs/OPERATIONS.md lists them.
 */
import type { Config } from '../config';
import type { Logger } from '../logger';
import { migrateToLatest, openDatabase } from '../db/database';
import { BackupError, backupSqlite, restoreSqlite } from '../db/sqlite-backup';
import { createTenantsRepository } from '../db/repositories/tenants-repository';
import { PERSON_COMMANDS, PersonUsageError } from './person-commands';

export interface CommandOutput {
  write(line: string): void;
}

type Command = (config: Config, args: string[], out: CommandOutput) => Promise<void>;

const COMMANDS: Record<string, Command> = {
  ...PERSON_COMMANDS,
  /** Applies every migration not yet applied (idempotent; safe while servers run). */
  async migrate(config, _args, out) {
    const database = openDatabase(config.databaseUrl);
    try {
      const applied = await migrateToLatest(database.db);
      out.write(
        applied.length === 0
          ? 'The database is up to date: no migration to apply.'
          : `Applied ${applied.length} migration(s): ${applied.join(', ')}`,
      );
    } finally {
      await database.close();
    }
  },

  /** `backup <file>`: an online copy of the SQLite database (the server may keep running). */
  async backup(config, args, out) {
    const [file] = args;
    if (!file) throw new UsageError('backup <file>: name the file to write');
    const pages = await backupSqlite(config.databaseUrl, file);
    out.write(`Backed up ${pages} pages to ${file}`);
  },

  /** `restore <file>`: the backup as the database at DATABASE_URL, which must not exist yet. */
  async restore(config, args, out) {
    const [file] = args;
    if (!file) throw new UsageError('restore <file>: name the backup to restore');
    const pages = await restoreSqlite(file, config.databaseUrl);
    out.write(
      `Restored ${pages} pages from ${file}; start the server to apply any newer migrations`,
    );
  },

  /**
   * `tenant-state <tenant key> uninstalled|installed`: what Connect's lifecycle callbacks do,
   * for a site no callback reaches (a Forge installation, `forge:<installation id>`, that the
   * operator knows is gone). `uninstalled` starts the retention (UNINSTALL_RETENTION_DAYS,
   * then the housekeeping purges that site); `installed` within it restores the site as it was.
   */
  async 'tenant-state'(config, args, out) {
    const [tenantKey, state] = args;
    if (!tenantKey || (state !== 'uninstalled' && state !== 'installed')) {
      throw new UsageError('tenant-state <tenant key> uninstalled|installed');
    }
    const database = openDatabase(config.databaseUrl);
    try {
      const tenants = createTenantsRepository(database.db, { dialect: database.dialect });
      if (!(await tenants.find(tenantKey))) throw new UsageError(`no site ${tenantKey}`);
      await tenants.setState(tenantKey, state);
      out.write(
        state === 'uninstalled'
          ? `${tenantKey} is uninstalled; its data is purged after ${config.uninstallRetentionDays} days unless it is marked installed again`
          : `${tenantKey} is installed`,
      );
    } finally {
      await database.close();
    }
  },
};

export class UsageError extends Error {}
export { BackupError };

export function isCommand(name: string | undefined): name is string {
  return name !== undefined && Object.hasOwn(COMMANDS, name);
}

export const commandNames = (): string[] => Object.keys(COMMANDS);

/** Runs one command; throws UsageError for wrong arguments. */
export async function runCommand(
  name: string,
  args: string[],
  config: Config,
  logger: Logger,
  out: CommandOutput = { write: (line) => process.stdout.write(`${line}\n`) },
): Promise<void> {
  const command = COMMANDS[name];
  if (!command) throw new UsageError(`Unknown command "${name}" (${commandNames().join(', ')})`);
  logger.debug({ command: name }, 'running a command');
  try {
    await command(config, args, out);
  } catch (error) {
    if (error instanceof PersonUsageError) throw new UsageError(error.message);
    throw error;
  }
}
