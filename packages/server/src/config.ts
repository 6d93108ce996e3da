import path from 'node:path';

/** Runtime configuration, read once from the environment. Every variable is documented in README.md. */
export interface Config {
  port: number;
  host: string;
  /** Public origin of the app, used for auth callbacks, e-mail links and origin checks. */
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  cardDataFile: string | undefined;
  cardPrintingsFile: string | undefined;
  scryfallApiUrl: string;
  /** Where card images for proxies are fetched: Scryfall's image host, or a mirror of it (CARD_IMAGE_BASE_URL). */
  cardImageBaseUrl: string;
  authSecret: string;
  adminEmails: string[];
  /** Sign-in, sign-up and password-reset attempts allowed per IP and path in each window. */
  authRateLimit: { max: number; windowSeconds: number };
  smtpUrl: string | undefined;
  mailFrom: string;
  oidc:
    | { issuer: string; clientId: string; clientSecret: string; name: string; providerId: string }
    | undefined;
  webDistDir: string;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (per-IP rate limits would be bypassable without one). */
  trustProxy: boolean;
  isProduction: boolean;
  /** Server-side simulations (POST /api/simulations): runs at once, callers waiting, runs per user a minute. */
  simulations: { running: number; waiting: number; perUserPerMinute: number };
  /** On SIGTERM, how long /healthz answers 503 before the listener closes (DRAIN_GRACE_MS). */
  drainGraceMs: number;
  /** Hours between card data syncs while running (CARDS_SYNC_HOURS; 0 = off). */
  cardsSyncHours: number;
  /**
   * How often the owners' daily round looks for likes to sum up and digests to send
   * (OWNER_NOTICES_EVERY_MS, default an hour; digests go out this long after midnight UTC at the latest).
   */
  ownerNoticesEveryMs: number;
  /**
   * The UTC hour of the nightly open data dump into DATA_DIR/open-data (OPEN_DATA_HOUR, default 3;
   * `off` = no dump). docs/open-data.md describes the files.
   */
  openDataHourUtc: number | null;
}

/** OPEN_DATA_HOUR: an hour 0-23, or `off`; anything else is the default (3). */
function openDataHour(value: string | undefined): number | null {
  if (value === 'off') return null;
  const hour = Number(value ?? 3);
  return Number.isInteger(hour) && hour >= 0 && hour <= 23 && value !== '' ? hour : 3;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  // Only an absolute URL counts: Vitest sets BASE_URL to Vite's '/' in every test process.
  const baseUrl = (
    /^https?:\/\//.test(env.BASE_URL ?? '') ? env.BASE_URL! : `http://localhost:${port}`
  ).replace(/\/$/, '');
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data'));
  const oidcIssuer = env.OIDC_ISSUER;
  return {
    port,
    host,
    baseUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    cardDataFile: env.CARD_DATA_FILE || undefined,
    cardPrintingsFile: env.CARD_PRINTINGS_FILE || undefined,
    scryfallApiUrl: (env.SCRYFALL_API_URL ?? 'https://api.scryfall.com').replace(/\/$/, ''),
    cardImageBaseUrl: (env.CARD_IMAGE_BASE_URL ?? 'https://cards.scryfall.io').replace(/\/$/, ''),
    authSecret: env.AUTH_SECRET ?? 'cubewright-development-secret-change-me-in-production',
    adminEmails: (env.ADMIN_EMAILS ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
    authRateLimit: {
      max: Number(env.AUTH_RATE_LIMIT_MAX ?? 10),
      windowSeconds: Number(env.AUTH_RATE_LIMIT_WINDOW_SECONDS ?? 60),
    },
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Cubewright <no-reply@cubewright.local>',
    oidc: oidcIssuer
      ? {
          issuer: oidcIssuer,
          clientId: env.OIDC_CLIENT_ID ?? '',
          clientSecret: env.OIDC_CLIENT_SECRET ?? '',
          name: env.OIDC_NAME ?? 'Single sign-on',
          providerId: env.OIDC_PROVIDER_ID ?? 'oidc',
        }
      : undefined,
    webDistDir: path.resolve(env.WEB_DIST_DIR ?? path.join(repoRoot, 'packages/web/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    isProduction: env.NODE_ENV === 'production',
    simulations: {
      running: Number(env.SIMULATION_CONCURRENCY ?? 2),
      waiting: Number(env.SIMULATION_QUEUE ?? 4),
      perUserPerMinute: Number(env.SIMULATION_RATE_LIMIT ?? 10),
    },
    drainGraceMs: Number(env.DRAIN_GRACE_MS ?? 2000),
    // Daily by default, but never behind a pinned CARD_DATA_FILE and never in tests (no network there).
    ownerNoticesEveryMs: Math.max(1000, Number(env.OWNER_NOTICES_EVERY_MS ?? 3_600_000) || 3_600_000),
    openDataHourUtc: openDataHour(env.OPEN_DATA_HOUR),
    cardsSyncHours: Number(env.CARDS_SYNC_HOURS ?? (env.CARD_DATA_FILE || env.NODE_ENV === 'test' ? 0 : 24)),
  };
}
