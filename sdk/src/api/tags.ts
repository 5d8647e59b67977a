// Generated from src/contract/tags.ts by `npm run contract`: edit the table, not this file.

import { namedRoutes, routeOf } from '../contract/call';
import type { TypedRoute } from '../contract/route';
import type { tagsCalls } from '../contract/tags';
import { filterConditionsWire } from '../domain/filter-path';
import type { Client } from '../http/create-client';
import type {
  TagsCreateInput,
  TagsCreateOutput,
  TagsDeleteInput,
  TagsDeleteOutput,
  TagsListInput,
  TagsListOutput,
  TagsShowInput,
  TagsShowOutput,
  TagsTagFilterInput,
  TagsTagFilterOutput,
  TagsTagInput,
  TagsTagOutput,
  TagsUpdateInput,
  TagsUpdateOutput,
} from './api-types';
import { bindDomain, type DomainApi } from './bind-domain';

/** The tags calls as routes, each with its method, path, encoding and plain input and output types. */
export type TagsRoutes = {
  /** GET /pages/catalog/tag/{code} — A catalogue tag's page: its selection of products, filtered (§5 grammar), sorted and paged (§7.2, §2.1). */
  readonly tag: TypedRoute<TagsTagInput, TagsTagOutput, 'GET', '/pages/catalog/tag/{code}', 'form'>;
  /** GET /pages/catalog/tag/{code}/filter — A catalogue tag's filter definition with facet counts under the applied conditions (§7.2, §4.9). */
  readonly tagFilter: TypedRoute<
    TagsTagFilterInput,
    TagsTagFilterOutput,
    'GET',
    '/pages/catalog/tag/{code}/filter',
    'form'
  >;
  /** GET /catalog/tags — Every catalogue tag and brand tag, for the staff (the CLI's `tag list`). */
  readonly list: TypedRoute<TagsListInput, TagsListOutput, 'GET', '/catalog/tags', 'form'>;
  /** GET /catalog/tags/{code} — One catalogue tag with its rules and SEO, for editing (§7.7, §6). */
  readonly show: TypedRoute<TagsShowInput, TagsShowOutput, 'GET', '/catalog/tags/{code}', 'form'>;
  /** POST /catalog/tags — Creates a catalogue tag: a named selection (section, brands, §5 conditions) with its text and SEO; a taken code is 409 (§7.7, §6). */
  readonly create: TypedRoute<TagsCreateInput, TagsCreateOutput, 'POST', '/catalog/tags', 'form'>;
  /** POST /catalog/tags/{code} — Changes a catalogue tag: the fields given, the rest kept (§7.7, §6). */
  readonly update: TypedRoute<TagsUpdateInput, TagsUpdateOutput, 'POST', '/catalog/tags/{code}', 'form'>;
  /** DELETE /catalog/tags/{code} — Deletes a catalogue tag (§7.7, §6). */
  readonly delete: TypedRoute<TagsDeleteInput, TagsDeleteOutput, 'DELETE', '/catalog/tags/{code}', 'form'>;
};

/** The tags calls as routes: what the client sends, without schemas (marked pure, so a bundle drops the domains it never calls). */
export const tagsRoutes: TagsRoutes = /* @__PURE__ */ namedRoutes('tags', {
  tag: /* @__PURE__ */ routeOf<typeof tagsCalls.tag>({
    method: 'GET',
    path: '/pages/catalog/tag/{code}',
    wire: { filter: filterConditionsWire },
  }),
  tagFilter: /* @__PURE__ */ routeOf<typeof tagsCalls.tagFilter>({
    method: 'GET',
    path: '/pages/catalog/tag/{code}/filter',
    wire: { filter: filterConditionsWire },
  }),
  list: /* @__PURE__ */ routeOf<typeof tagsCalls.list>({
    method: 'GET',
    path: '/catalog/tags',
  }),
  show: /* @__PURE__ */ routeOf<typeof tagsCalls.show>({
    method: 'GET',
    path: '/catalog/tags/{code}',
  }),
  create: /* @__PURE__ */ routeOf<typeof tagsCalls.create>({
    method: 'POST',
    path: '/catalog/tags',
  }),
  update: /* @__PURE__ */ routeOf<typeof tagsCalls.update>({
    method: 'POST',
    path: '/catalog/tags/{code}',
  }),
  delete: /* @__PURE__ */ routeOf<typeof tagsCalls.delete>({
    method: 'DELETE',
    path: '/catalog/tags/{code}',
  }),
});

/** The tags calls bound to a client: `tagsApi(client).tag(input)`. */
export const tagsApi: (client: Client) => DomainApi<TagsRoutes> = /* @__PURE__ */ bindDomain(tagsRoutes);
