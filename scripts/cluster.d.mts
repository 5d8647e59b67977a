// Types of cluster.mjs for the suites that import it (tests/deploy).

/** The nginx binary (`NGINX`, /usr/sbin/nginx, the PATH), or null. */
export function findNginx(env?: NodeJS.ProcessEnv): string | null;

/** A loopback port free now. */
export function freePort(): Promise<number>;

/** deploy/nginx.conf.template with its `{{NAME}}` fields filled; throws for a field without a value. */
export function renderNginxConfig(fields: Record<string, string | number>): string;

/** The process count of `--processes N` / VERSTAK_PROCESSES (2 by default); throws one line. */
export function processCountOf(argv: readonly string[], env?: NodeJS.ProcessEnv): number;

/** A running cluster (see cluster.mjs). */
export interface RunningCluster {
  url: string;
  port: number;
  publicOrigin: string;
  /** The outbox page's address when the demo surfaces show it (this machine only), else null. */
  outboxUrl: string | null;
  processes: Array<{ pid: number; port: number; url: string }>;
  paymentSandboxUrl: string | null;
  /** Resolves with a line when a process or nginx ends on its own (null once closing). */
  failed: Promise<string | null>;
  close(): Promise<void>;
}

/** Starts N store processes behind nginx on one PostgreSQL (see cluster.mjs). */
export function startCluster(options?: {
  processes?: number;
  port?: number;
  databaseUrl?: string;
  env?: NodeJS.ProcessEnv;
  nginx?: string | null;
  workers?: number;
  log?: (line: string) => void;
  /** The sandbox's folder; beside DATA_DIR by default, in memory when undefined with DATA_DIR=:memory:. */
  sandboxDataDir?: string | undefined;
  signal?: AbortSignal;
}): Promise<RunningCluster>;

/** nginx in front of the store processes on `upstreams` (see cluster.mjs). */
export function startNginx(options: {
  nginx?: string | null;
  port: number;
  upstreams: readonly number[];
  workers?: number;
  log?: (line: string) => void;
  signal?: AbortSignal;
}): Promise<{ port: number; close(): Promise<void> }>;
