import { defineCalls } from './call';

// A room for what comes, empty until its calls land. Editorial content: news, articles and videos (`GET /pages/news`, `/pages/articles`, `/pages/videos`
// and each one's `…/{code}`; `GET /news`, `/articles`, `/videos`), comments (`/comments…`), static
// pages and the sitemap (`GET /pages/static`, `GET /pages/sitemap/`) (§7.2, §7.7, §2.1).
// The registry takes an empty table as it is, and the server's map still demands this domain's handlers.

/** The content calls. */
export const contentCalls = defineCalls({});
