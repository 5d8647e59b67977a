import { defineCalls } from './call';

// A room for what comes, empty until its calls land. The shops: the list, the map and one shop (`GET /pages/shops`, `GET /pages/shops/{code}`) and the
// locations behind them (`GET /locations`, `GET /locations/get-child`) (§7.2, §7.7, §2.1).
// The registry takes an empty table as it is, and the server's map still demands this domain's handlers.

/** The shops calls. */
export const shopsCalls = defineCalls({});
