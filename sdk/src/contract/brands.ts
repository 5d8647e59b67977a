import { defineCalls } from './call';

// A room for what comes, empty until its calls land. The brands: the brands page and a brand's own pages (`GET /pages/manufacturers`, `…/{code}`,
// `…/{code}/{section}`), brand tag pages and their filter (`GET /brands/tag/{code}/`, `…/filter`) and the
// staff's brand tags (`POST /brands/tag/`, `PATCH`/`DELETE /brands/tag/{code}`) (§7.2, §2.1).
// The registry takes an empty table as it is, and the server's map still demands this domain's handlers.

/** The brands calls. */
export const brandsCalls = defineCalls({});
