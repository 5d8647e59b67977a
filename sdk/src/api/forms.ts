// Generated from src/contract/forms.ts by `npm run contract`: edit the table, not this file.

import type { Client } from '../http/create-client';
import { bindDomain, type DomainApi } from './bind-domain';

/** The forms calls as routes, each with its method, path, encoding and plain input and output types. */
export type FormsRoutes = Record<string, never>;

/** The forms calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const formsRoutes: FormsRoutes = {};

/** The forms calls bound to a client (none yet: a room for what comes). */
export const formsApi: (client: Client) => DomainApi<FormsRoutes> = /* @__PURE__ */ bindDomain(formsRoutes);
