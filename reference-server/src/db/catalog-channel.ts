/**
 * The NOTIFY channel of catalogue writes (migration 003's triggers). The payload is the writer's
 * schema, so servers on other schemas of the same database (test runs) ignore it.
 */
export const CATALOG_CHANNEL = 'verstak_catalog';
