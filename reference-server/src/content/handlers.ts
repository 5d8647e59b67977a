import { defineHandlers } from '../context/define-handlers';

/** News, articles, videos, comments and static pages (§7.2, §7.7): a room for what comes; the compiler demands this map as the table fills. */
export const contentHandlers = defineHandlers('content', {});
