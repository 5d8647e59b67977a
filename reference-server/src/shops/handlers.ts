import { defineHandlers } from '../context/define-handlers';

/** The shops and their locations (§7.2, §7.7): a room for what comes; the compiler demands this map as the table fills. */
export const shopsHandlers = defineHandlers('shops', {});
