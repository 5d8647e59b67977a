import { defineHandlers } from '../context/define-handlers';

/** The shopper's forms and their files (§7.2, §7.7): a room for what comes; the compiler demands this map as the table fills. */
export const formsHandlers = defineHandlers('forms', {});
