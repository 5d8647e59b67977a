// Generated from src/contract/tables.ts by `npm run contract`: edit the registry, not this file.
// Every domain's route objects (no schemas), re-exported by src/routes.ts.

export { accountRoutes } from './account';
export { baseRoutes } from './base';
export { basketRoutes } from './basket';
export { catalogRoutes } from './catalog';
export { citiesRoutes } from './cities';
export { compareRoutes } from './compare';
export { errorsRoutes } from './errors';
export { estimatesRoutes } from './estimates';
export { favoritesRoutes } from './favorites';
export { homeRoutes } from './home';
export { identityRoutes } from './identity';
export { ordersRoutes } from './orders';
export { paymentsRoutes } from './payments';
export { supportRoutes } from './support';
