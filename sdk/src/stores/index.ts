export * from './cities-store';
export * from './filter-store';
export * from './layout-store';
export * from './observable-state';
export * from './page-store';
