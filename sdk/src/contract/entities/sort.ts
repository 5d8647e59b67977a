import * as z from 'zod/mini';
import { SORT_ORDERS } from '../sort-orders';

/** Product list sort orders as a schema; `popular` is the default. */
export const sortSchema = z.enum(SORT_ORDERS);
