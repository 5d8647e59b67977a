import { defineCalls } from './call';

// A room for what comes, empty until its calls land. The forms a shopper sends: service and B2B requests, special price, write to us, call back
// (`POST /forms/…`), their attached files (`/forms-files/…`) and the discharged goods' request
// (`GET /pages/discharged-goods/`, `GET /discharged-goods/`, `POST /discharged-goods/send/`) (§7.2, §7.7, §2.9).
// The registry takes an empty table as it is, and the server's map still demands this domain's handlers.

/** The forms calls. */
export const formsCalls = defineCalls({});
