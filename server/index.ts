import { createApp } from './app.ts';
import { configProblems, loadConfig, productionConfigWarnings } from './config.ts';
import { logger } from './logger.ts';

/** `npm start` (and `npm run dev` with --dev): one process serving the whole product. */
async function main() {
  const problems = configProblems(process.env);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  for (const warning of productionConfigWarnings(process.env)) logger.warn(warning);
  const config = loadConfig(process.env, { dev: process.argv.includes('--dev') });
  const app = await createApp(config);
  const url = await app.listen();
  const shownUrl = config.publicUrl.startsWith('http://localhost') ? url : config.publicUrl;
  logger.info(`Venue site running at ${shownUrl} (GraphQL explorer at ${shownUrl}/graphql)`);
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
  process.exit(1);
});
