import { defineCalls } from './call';

// A room for what comes, empty until its calls land. Promotions and sale: the promotions pages (`GET /pages/promos`, `…/{code}`, `…/{code}/filter`,
// `GET /promos`, `GET /promos/{code}/products`), the sale pages (`GET /pages/sale`, `…/section`,
// `…/filter`) and the promo-code page (`GET /pages/promo-code`) (§7.2, §7.7, §2.1).
// The registry takes an empty table as it is, and the server's map still demands this domain's handlers.

/** The promos calls. */
export const promosCalls = defineCalls({});
