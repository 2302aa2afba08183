// Types for platform-dev.mjs.

export interface RunningPlatformDev {
  /** e.g. `http://127.0.0.1:54329`, as printed by the service. */
  url: string;
  /** Ends the service (its whole process group) and resolves once it has exited. */
  stop(): Promise<void>;
  /** Settles when the process exits, for whatever reason. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export const REPO_ROOT: string;
export const DEFAULT_PLATFORM_PORT: number;
export const TEST_PLATFORM_PORT: number;
export function portFromEnv(name: string, fallback: number): number;
export function assertPortFree(port: number, host: string, variable: string): Promise<void>;
export function startPlatformDev(options: {
  port: number;
  allowedOrigins: string[];
  memory?: boolean;
  faults?: boolean;
  /** Keep texted sign-in codes readable at `GET /dev/sms-outbox?phone=…`. */
  smsOutbox?: boolean;
  /** Keep auth mails (links and codes) readable at `GET /dev/mail-outbox?email=…`. */
  mailOutbox?: boolean;
  /** Require the dev CAPTCHA token on /otp, /signup and password sign-in. */
  captcha?: boolean;
  quiet?: boolean;
}): Promise<RunningPlatformDev>;
