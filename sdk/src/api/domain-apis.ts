// Generated from src/contract/tables.ts by `npm run contract`: edit the registry, not this file.
// Every domain's calls bound to a client, re-exported by src/index.ts.

export { accountApi } from './account';
export { baseApi } from './base';
export { basketApi } from './basket';
export { catalogApi } from './catalog';
export { citiesApi } from './cities';
export { compareApi } from './compare';
export { errorsApi } from './errors';
export { estimatesApi } from './estimates';
export { favoritesApi } from './favorites';
export { homeApi } from './home';
export { identityApi } from './identity';
export { ordersApi } from './orders';
export { paymentsApi } from './payments';
export { supportApi } from './support';
