import net from 'node:net';
import { createApp } from './app.ts';
import { configProblems, loadConfig, productionConfigWarnings } from './config.ts';
import { DataFolderError } from './db/data-folder.ts';
import { NewerDatabaseError } from './db/migrations.ts';
import { logger } from './logger.ts';

/**
 * Exit status of a start refused for a reason restarting will not fix (a database from a newer
 * release, a data folder this user cannot write, bad configuration): EX_CONFIG, which the unit's
 * RestartPreventExitStatus keeps from a restart loop. Anything else exits 1 and is restarted.
 */
export const EXIT_REFUSED = 78;

class ConfigurationError extends Error {}

/** Fails when another process listens on the port, before a database is created or seeded. */
function assertPortFree(host: string, port: number, what: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`Port ${port} on ${host} (${what}) is already in use: another process listens there (an older venue-site still running?). Stop it, or set ${what === 'the site' ? 'PORT' : 'METRICS_PORT'} to a free port.`)
          : error,
      ),
    );
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** `npm start` (and `npm run dev` with --dev): one process serving the whole product. */
async function main() {
  const problems = configProblems(process.env);
  if (problems.length > 0) throw new ConfigurationError(problems.join('\n'));
  for (const warning of productionConfigWarnings(process.env)) logger.warn(warning);
  const config = loadConfig(process.env, { dev: process.argv.includes('--dev') });
  await assertPortFree(config.host, config.port, 'the site');
  if (config.metricsPort !== null) await assertPortFree('127.0.0.1', config.metricsPort, 'the metrics listener');
  const app = await createApp(config);
  const url = await app.listen();
  const listening = app.listening();
  const shownUrl = config.publicUrl.startsWith('http://localhost') ? url : config.publicUrl;
  logger.info(`Venue site running at ${shownUrl} (GraphQL explorer at ${shownUrl}/graphql); listening on ${listening.http}`);
  if (listening.metrics) logger.info(`Prometheus metrics at http://${listening.metrics}/metrics (this machine only)`);
  logger.info(`Database: ${config.databasePath}`);
  logger.info(
    app.services.outbox.mode === 'resend'
      ? `E-mail: sent through Resend from ${config.emailFrom}`
      : 'E-mail: outbox only (set RESEND_API_KEY to send); messages are kept in the admin’s e-mail outbox',
  );
  logger.info(`Venue time zone: ${config.venueTimeZone}${config.dev ? ' · development mode (Vite)' : config.production ? ' · production mode' : ''}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, finishing open requests and shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  logger.error(`The server did not start: ${error instanceof Error ? error.message : String(error)}`);
  const refused = error instanceof NewerDatabaseError || error instanceof DataFolderError || error instanceof ConfigurationError;
  process.exit(refused ? EXIT_REFUSED : 1);
});
