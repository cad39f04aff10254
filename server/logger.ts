/* A small leveled logger. error goes to console.error, which fails a test (STYLE.md), so only
 * genuinely unexpected failures are logged at that level. */

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = keyof typeof LEVELS;

function threshold(): number {
  const wanted = (process.env.LOG_LEVEL ?? (process.env.VITEST ? 'warn' : 'info')) as Level;
  return LEVELS[wanted] ?? LEVELS.info;
}

function write(level: Exclude<Level, 'silent'>, message: string, details?: Record<string, unknown>) {
  if (LEVELS[level] < threshold()) return;
  const line = details && Object.keys(details).length > 0 ? `${message} ${JSON.stringify(details)}` : message;
  const stamp = new Date().toISOString();
  if (level === 'error') console.error(`${stamp} ERROR ${line}`);
  else if (level === 'warn') console.warn(`${stamp} WARN  ${line}`);
  else console.log(`${stamp} ${level.toUpperCase().padEnd(5)} ${line}`);
}

export const logger = {
  debug: (message: string, details?: Record<string, unknown>) => write('debug', message, details),
  info: (message: string, details?: Record<string, unknown>) => write('info', message, details),
  warn: (message: string, details?: Record<string, unknown>) => write('warn', message, details),
  error: (message: string, details?: Record<string, unknown>) => write('error', message, details),
};
export type Logger = typeof logger;

/** 'jane.doe@example.com' → 'ja***@example.com': enough to spot a pattern, not to identify. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return domain ? `${visible}***@${domain}` : `${visible}***`;
}
