import { defineHandlers } from '../context/define-handlers';

/** Catalogue tags (§7.2, §7.7): a room for what comes; the compiler demands this map as the table fills. */
export const tagsHandlers = defineHandlers('tags', {});
