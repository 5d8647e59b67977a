// @verstak/server: the /api/v4 reference backend.
export { type ApiOptions, createApi } from './create-api';
export type { Db, SqlParam } from './db/database';
export { DatabaseUnavailableError, isDatabaseUnavailable } from './db/database-unavailable';
export { migrate } from './db/migrate';
export { type DatabaseOptions, IN_MEMORY, openDatabase } from './db/open-database';
export { catalogGeneration } from './db/per-database';
export {
  demoSurfacesFromEnv,
  demoSurfacesRefusal,
  isLocalOrigin,
  reachableFromOutside,
} from './http/demo-surfaces';
export { isLocalClient } from './http/local-client';
export { SHARED_DATA_HEADER } from './http/middleware/envelope';
export { DEFAULT_SEND_LIMITS, type SendLimits } from './identity/send-limits';
export {
  type MessageConfig,
  type MessageTransport,
  messageConfigFromEnv,
  type OutboundMessage,
  readOutbox,
} from './messages/messages';
export {
  type PaymentSettings,
  paymentSettingsFromEnv,
  type StartedPayments,
  type StartPaymentsOptions,
  startPayments,
} from './payment-sandbox/payment-setup';
export {
  type PaymentSandboxOptions,
  type RunningPaymentSandbox,
  startPaymentSandbox,
} from './payment-sandbox/start-payment-sandbox';
export { NOTIFICATIONS_PATH } from './payments/notification-route';
export type { PaymentsConfig } from './payments/payment-provider';
export { flushQueryCounts } from './search/query-counts';
export { ensureSeeded, type SeedOptions, seed } from './seed/seed';
export { parseSeedOptions, type SeedCommandOptions, SeedOptionError } from './seed/seed-options';
export { type ServerOptions, startServer } from './start-server';
