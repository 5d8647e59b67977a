// Generated from src/contract/tables.ts by `npm run contract`: edit the registry, not this file.
// Every domain's route objects (no schemas), re-exported by src/routes.ts.

export { accountRoutes } from './account';
export { baseRoutes } from './base';
export { basketRoutes } from './basket';
export { brandsRoutes } from './brands';
export { catalogRoutes } from './catalog';
export { citiesRoutes } from './cities';
export { compareRoutes } from './compare';
export { contentRoutes } from './content';
export { errorsRoutes } from './errors';
export { estimatesRoutes } from './estimates';
export { favoritesRoutes } from './favorites';
export { formsRoutes } from './forms';
export { homeRoutes } from './home';
export { identityRoutes } from './identity';
export { ordersRoutes } from './orders';
export { paymentsRoutes } from './payments';
export { promosRoutes } from './promos';
export { reviewsRoutes } from './reviews';
export { searchRoutes } from './search';
export { shopsRoutes } from './shops';
export { supportRoutes } from './support';
export { tagsRoutes } from './tags';
