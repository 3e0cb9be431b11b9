/**
 * Starts Checklists: configuration from the environment, then one server process
 * (process/serve.ts: app, HTTP server, purge timer, graceful shutdown), or with
 * SERVER_PROCESSES > 1 a primary that runs that many behind one port
 * (process/cluster-primary.ts).
 */
import cluster from 'node:cluster';
import { ConfigError, loadConfig, type Config } from './config';
import { createLogger } from './logger';
import { runClusterPrimary, serverSlot } from './process/cluster-primary';
import { serve } from './process/serve';

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
