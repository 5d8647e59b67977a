import type { Endpoint } from './endpoint';
import { getBase } from './endpoints/base';
import { listProducts, listSections, searchCatalog } from './endpoints/catalog';
import { getCity, getCurrentCity, listCities } from './endpoints/cities';
import {
  getCatalogPage,
  getMainPage,
  getNotFoundPage,
  getProductPage,
  getSectionFilter,
  getSectionPage,
} from './endpoints/pages';

/** Every endpoint defined so far; the contract test walks it against spec/api-calls.tsv. */
export const allEndpoints: readonly Endpoint[] = [
  getBase,
  listCities,
  getCity,
  getCurrentCity,
  getMainPage,
  getCatalogPage,
  getSectionPage,
  getSectionFilter,
  getProductPage,
  getNotFoundPage,
  searchCatalog,
  listSections,
  listProducts,
];
