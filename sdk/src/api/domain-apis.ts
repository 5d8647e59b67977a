// Generated from src/contract/tables.ts by `npm run contract`: edit the registry, not this file.
// Every domain's calls bound to a client, re-exported by src/index.ts.

export { accountApi } from './account';
export { baseApi } from './base';
export { basketApi } from './basket';
export { brandsApi } from './brands';
export { catalogApi } from './catalog';
export { citiesApi } from './cities';
export { compareApi } from './compare';
export { contentApi } from './content';
export { errorsApi } from './errors';
export { estimatesApi } from './estimates';
export { favoritesApi } from './favorites';
export { formsApi } from './forms';
export { homeApi } from './home';
export { identityApi } from './identity';
export { ordersApi } from './orders';
export { paymentsApi } from './payments';
export { promosApi } from './promos';
export { reviewsApi } from './reviews';
export { searchApi } from './search';
export { shopsApi } from './shops';
export { supportApi } from './support';
export { tagsApi } from './tags';
