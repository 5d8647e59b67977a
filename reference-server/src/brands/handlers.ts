import { defineHandlers } from '../context/define-handlers';

/** The brands (§7.2): a room for what comes; the compiler demands this map as the table fills. */
export const brandsHandlers = defineHandlers('brands', {});
