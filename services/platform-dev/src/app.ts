// Wires the service: config → database → middleware → routes. Nothing else happens here.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { siteUrl } from './auth/email-flow-params.ts';
import { createEmailSecrets } from './auth/email-secrets.ts';
import { loadJwtSecret } from './auth/jwt-secret.ts';
import { createMailOutbox } from './auth/mail-outbox.ts';
import { createMailer } from './auth/mailer.ts';
import {
  anonymousSignInLimit,
  createRateLimiter,
  emailChangePerClientLimit,
  emailCodePerAddressLimit,
  emailRequestWindowSeconds,
  emailSendLimit,
  mfaEndpointLimit,
  mfaVerifyPerFactorLimit,
  otpSendLimit,
  otpWithoutSignUpPerClientLimit,
  tokenEndpointLimit,
  verifyEndpointLimit,
} from './auth/rate-limit.ts';
import { allowedOriginSet } from './auth/redirect-allow-list.ts';
import { createSessionCheck } from './auth/session-check.ts';
import { createSignInBackoff } from './auth/sign-in-backoff.ts';
import { createSmsCodeHasher } from './auth/sms-codes.ts';
import { createSmsOutbox } from './auth/sms-outbox.ts';
import { createTokenService } from './auth/tokens.ts';
import { createTotpSecrets } from './auth/totp.ts';
import type { Config } from './config.ts';
import { countUsers } from './data/users.ts';
import { lockDataDir } from './db/data-dir-lock.ts';
import { restrictDataDir } from './db/data-modes.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import type { AppEnv } from './http/app-env.ts';
import { corsFor } from './http/cors.ts';
import { createErrorHandler, errorBody } from './http/error-handler.ts';
import { HttpError } from './http/errors.ts';
import { createFaultStore, injectFaults } from './http/faults.ts';
import { allowedHosts, hostAllowList } from './http/host-allow-list.ts';
import { guardRequests } from './http/request-guards.ts';
import { requireUser } from './http/require-user.ts';
import type { Logger } from './logger.ts';
import { authorizeRoutes } from './routes/auth/authorize.ts';
import { emailRoutes } from './routes/auth/email.ts';
import { emailVerifyRoutes } from './routes/auth/email-verify.ts';
import { factorRoutes } from './routes/auth/factors.ts';
import { logoutRoutes } from './routes/auth/logout.ts';
import { phoneRoutes } from './routes/auth/phone.ts';
import { tokenRoutes } from './routes/auth/token.ts';
import { userRoutes } from './routes/auth/user.ts';
import { userUpdateRoutes } from './routes/auth/user-update.ts';
import { branchRoutes } from './routes/branches.ts';
import { mailOutboxRoutes } from './routes/dev-mail-outbox.ts';
import { smsOutboxRoutes } from './routes/dev-sms-outbox.ts';
import { faultRoutes } from './routes/faults.ts';
import { organizationRoutes } from './routes/organizations.ts';
import { projectApiRoutes } from './routes/project-api.ts';
import { projectRoutes } from './routes/projects.ts';
import { seed } from './seed/seed.ts';

export interface App {
  fetch: Hono<AppEnv>['fetch'];
  db: Database;
  close(): Promise<void>;
}

// Every answer is about one signed-in user or carries tokens: nothing may be cached or sniffed.
const privateAnswers = createMiddleware(async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  c.header('X-Content-Type-Options', 'nosniff');
});

const authGuard = guardRequests({ body: 'json', controlCharacters: true, gotrue: true });

// auth-js reads this header to parse error codes the 2024-01-01 way.
const apiVersion = createMiddleware(async (c, next) => {
  await next();
  c.header('X-Supabase-Api-Version', '2024-01-01');
});

export async function createApp(config: Config, logger: Logger): Promise<App> {
  // The data folder is the owner's alone (0700, files 0600): said on start when it was not.
  const { dataDir } = config;
  const widened = dataDir ? await restrictDataDir(dataDir) : 0;
  if (widened > 0) {
    logger.info(
      `warning: ${widened} files or folders in ${dataDir} could be used by other users; narrowed them`,
    );
  }
  const unlock = config.database.kind === 'pglite' && dataDir ? await lockDataDir(dataDir) : null;
  let db: Database;
  try {
    db = await openDatabase(config.database);
    // PGlite has just written its files, mode 666.
    if (dataDir) await restrictDataDir(dataDir);
  } catch (error) {
    await unlock?.();
    throw error;
  }
  if ((await countUsers(db)) === 0) {
    await seed(db);
    logger.info('empty database: seeded the demo accounts');
  }
  const jwtSecret = await loadJwtSecret(config.jwtSecret, config.dataDir);
  const tokens = createTokenService(jwtSecret, 'platform-dev');
  const outbox = createSmsOutbox(config.smsOutbox);
  const limiter = createRateLimiter(tokenEndpointLimit);
  // One per-account backoff for every password check (the form and the password grant).
  const backoff = createSignInBackoff();
  const sessions = createSessionCheck(db);
  const signedIn = requireUser(sessions, tokens, 'platform');
  const signedInAuth = requireUser(sessions, tokens, 'gotrue');

  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(logger));
  app.notFound((c) => c.json(errorBody(c.req.path, 404, 'Not found'), 404));

  // Request guards (issue 23), before every route, the test-only ones included: the Host allow-list
  // (DNS rebinding), the 64 KiB body limit, and by path prefix the media type (415), JSON depth and
  // control-character rules, so any route added under /auth/v1 gets them.
  app.use(hostAllowList(allowedHosts(config.port, config.allowedHosts)));
  app.use(
    bodyLimit({
      maxSize: 64 * 1024,
      onError: () => {
        throw new HttpError(413, 'Request body is too large', { code: 'request_entity_too_large' });
      },
    }),
  );
  if (config.faults) app.use('/__faults', guardRequests({ body: 'json' }));
  app.use('/auth/v1/authorize', guardRequests({ body: 'form', html: true, controlCharacters: true }));
  app.use('/auth/v1/*', async (c, next) =>
    c.req.path === '/auth/v1/authorize' ? next() : authGuard(c, next),
  );

  // Test-only routes too: the outboxes show codes and links, so they are no-store and nosniff like the rest.
  app.use(privateAnswers);

  // Test-only routes, outside CORS: tests call them from Node.
  const faults = config.faults ? createFaultStore() : null;
  if (faults) app.route('/', faultRoutes(faults));
  if (config.smsOutbox) app.route('/', smsOutboxRoutes(outbox));
  const mailOutbox = createMailOutbox(config.mailOutbox);
  if (config.mailOutbox) app.route('/', mailOutboxRoutes(mailOutbox));

  app.use(corsFor(allowedOriginSet(config.allowedOrigins)));
  app.use('/auth/v1/*', apiVersion);
  if (faults) app.use(injectFaults(faults));

  app.route(
    '/',
    authorizeRoutes(db, config.allowedOrigins, { perIp: limiter, perAccount: backoff }, config.captcha),
  );
  app.route('/', tokenRoutes(db, tokens, limiter, sessions, config.captcha, backoff));

  // Email, anonymous and MFA flows (email-*.ts, factors.ts, user-update.ts). The email routes come first and
  // hand requests with a phone number on to the phone routes; /otp and /verify limits are shared by both.
  const otpLimiter = createRateLimiter(otpSendLimit);
  const verifyLimiter = createRateLimiter(verifyEndpointLimit);
  const emailLimiter = createRateLimiter(emailSendLimit);
  const emailSecrets = createEmailSecrets(jwtSecret);
  const mailer = createMailer(db, emailSecrets, mailOutbox, emailRequestWindowSeconds);
  const allowList = config.allowedOrigins;
  // Mailed links point here, at the address this server listens on, never at the request's Host or request
  // line (GoTrue builds them from its configured API_EXTERNAL_URL).
  const apiUrl = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const noSignUpLimiter = createRateLimiter(otpWithoutSignUpPerClientLimit);
  app.route(
    '/',
    emailRoutes({
      db,
      tokens,
      mailer,
      emailLimiter,
      otpLimiter,
      anonymousLimiter: createRateLimiter(anonymousSignInLimit),
      noSignUpLimiter,
      allowList,
      captcha: config.captcha,
      apiUrl,
    }),
  );
  app.route(
    '/',
    emailVerifyRoutes({
      db,
      tokens,
      secrets: emailSecrets,
      verifyLimiter,
      codeLimiter: createRateLimiter(emailCodePerAddressLimit),
      allowList,
    }),
  );

  app.route(
    '/',
    phoneRoutes({
      db,
      tokens,
      hashCode: createSmsCodeHasher(jwtSecret),
      outbox,
      smsLimiter: otpLimiter,
      verifyLimiter,
      noSignUpLimiter,
      captcha: config.captcha,
    }),
  );
  app.use('/auth/v1/user', signedInAuth);
  app.use('/auth/v1/logout', signedInAuth);
  app.use('/auth/v1/factors', signedInAuth);
  app.use('/auth/v1/factors/*', signedInAuth);
  app.route('/', userRoutes(db));
  app.route(
    '/',
    userUpdateRoutes({
      db,
      mailer,
      emailLimiter,
      emailChangeLimiter: createRateLimiter(emailChangePerClientLimit),
      allowList,
      sessions,
      apiUrl,
    }),
  );
  app.route('/', logoutRoutes(db, sessions));
  app.route(
    '/',
    factorRoutes({
      db,
      tokens,
      secrets: createTotpSecrets(jwtSecret),
      mfaLimiter: createRateLimiter(mfaEndpointLimit),
      factorLimiter: createRateLimiter(mfaVerifyPerFactorLimit),
      sessions,
      defaultIssuer: new URL(siteUrl(allowList)).host,
    }),
  );

  app.use('/platform/*', signedIn);
  app.use('/v1/*', signedIn);
  app.route('/', organizationRoutes(db));
  app.route('/', projectRoutes(db));
  app.route('/', branchRoutes(db));
  app.route('/', projectApiRoutes(db, tokens));

  return {
    fetch: app.fetch,
    db,
    async close() {
      await db.close();
      if (dataDir) await restrictDataDir(dataDir).catch(() => 0);
      await unlock?.();
    },
  };
}
