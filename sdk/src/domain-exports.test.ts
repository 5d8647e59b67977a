import { describe, expect, it } from 'vitest';
import { contractTables } from './contract/tables';
import * as sdk from './index';
import * as routes from './routes';

// The entries' domain lists are generated from the registry (`npm run contract`); this is the second
// net: a domain of the contract without its export, or an export of a domain it no longer has, fails.
describe("the SDK's entries export every domain of the registry", () => {
  const domains = Object.keys(contractTables).sort();

  it('@verstak/sdk exports `<domain>Api` for each domain, and no other', () => {
    const apis = Object.keys(sdk).filter((name) => name.endsWith('Api'));
    expect(apis.map((name) => name.slice(0, -'Api'.length)).sort()).toEqual(domains);
  });

  it('@verstak/sdk/routes exports `<domain>Routes` for each domain, and no other', () => {
    const tables = Object.keys(routes).filter((name) => name.endsWith('Routes'));
    expect(tables.map((name) => name.slice(0, -'Routes'.length)).sort()).toEqual(domains);
  });
});
