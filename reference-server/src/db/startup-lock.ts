/** The `Db.withLock` name that migrations and the first seed take, so they run once at a time. */
export const STARTUP_LOCK = 'startup';
