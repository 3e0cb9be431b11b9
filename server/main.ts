/**
 * Starts Checklists: configuration from the environment, then one server process
 * (process/serve.ts: app, HTTP server, housekeeping timer, graceful shutdown), or with
 * SERVER_PROCESSES > 1 a primary that runs that many behind one port
 * (process/cluster-primary.ts). With a command as its first argument (`migrate`, …:
 * process/commands.ts) it runs that command instead and exits.
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { runClusterPrimary, serverSlot } from './process/cluster-primary';
import { serve } from './process/serve';
import { commandNames, isCommand, runCommand, UsageError } from './process/commands';

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Checklists cannot start.\n${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (command !== undefined && cluster.isPrimary) {
    if (!isCommand(command)) {
      process.stderr.write(
        `Unknown command "${command}". Commands: ${commandNames().join(', ')}\n`,
      );
      process.exit(2);
    }
    const config = configOrExit();
    try {
      await runCommand(command, args, config, createLogger(config.logLevel));
    } catch (error) {
      process.stderr.write(
        `${command} failed: ${error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exit(error instanceof UsageError ? 2 : 1);
    }
    process.exit(0);
  }
  const config = configOrExit();
  const logger = createLogger(config.logLevel);
  if (cluster.isPrimary && config.serverProcesses > 1) {
    runClusterPrimary(config, logger);
    return;
  }
  const slot = serverSlot();
  await serve(config, logger, { runsPurge: slot === undefined || slot === 0, slot });
}

main().catch((error: unknown) => {
  createLogger('error').fatal({ err: error }, 'Checklists failed to start');
  process.exit(1);
});
