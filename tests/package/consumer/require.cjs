// CommonJS code requiring the packed ES modules, as Node 20.19+ allows: the same module instances
// as an import gets, so one ApiError class, one client.
const sdk = require('@verstak/sdk');
const node = require('@verstak/sdk/node');
const react = require('@verstak/react');

import('@verstak/sdk').then((imported) => {
  console.log(
    JSON.stringify({
      createClient: typeof sdk.createClient,
      nodeSession: typeof node.nodeSession,
      createVerstak: typeof react.createVerstak,
      sameApiError: sdk.ApiError === imported.ApiError,
    }),
  );
});
