import { defineCalls } from './call';

// A room for what comes, empty until its calls land. Catalogue tags: the tag page and its filter (`GET /pages/catalog/tag/{code}`, `…/filter`) and the
// tags themselves (`GET`/`POST`/`DELETE /catalog/tags/{code}`, `POST /catalog/tags`) (§7.2, §7.7, §2.1).
// The registry takes an empty table as it is, and the server's map still demands this domain's handlers.

/** The tags calls. */
export const tagsCalls = defineCalls({});
