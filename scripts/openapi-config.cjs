// @rtk-query/codegen-openapi configuration: openapi.yaml -> three generated files (never edited by hand).
// A .cjs config needs neither ts-node nor esbuild-runner (see ../shared/TOOLCHAIN.md).
//   - src/api/coreApi.gen.ts: the endpoints the app shell and the home screen use before their first
//     render. It is part of the home route's budget (scripts/bundle-budget.mjs), so it stays small.
//   - src/api/providerApi.gen.ts: every other guest endpoint, loaded with the first screen that needs one.
//   - src/api/frontDeskApi.gen.ts: the hotel staff's operations (tag frontDesk), loaded with the
//     front-desk page only.
//   The integration API (tag integration) is for the hotels' own systems: no file holds it.
// The guest files inject their endpoints into the one API of src/api/baseApi.ts (one cache, one
// middleware, the member's token): the core file into baseApi, the other into the core API
// (src/api/coreApi.ts). The staff's go into an API of their own (src/api/frontDeskBaseApi.ts), whose
// base query sends the staff token and only that: the guest's API never sees it, nor the staff's the member's.

/**
 * Read by the shell (hotel, assets, member) and by the home screen (icons, and the coupons block it
 * loads once shown: with the whole API it would weigh 2.3 KB more, in the home route's budget).
 */
const CORE_ENDPOINTS = ['getHotelGuide', 'getIconDisplay', 'getHotelAsset', 'getUserInfo', 'getHotelCoupons'];

/** The hotel staff's operations: those of openapi.yaml's tag frontDesk. */
const FRONT_DESK_TAG = 'frontDesk';
const isFrontDesk = (_name, definition) => (definition.operation.tags ?? []).includes(FRONT_DESK_TAG);
/** The hotel's PMS calls these with its API key (tag integration, issue 33): no app of ours does. */
const isIntegration = (_name, definition) => (definition.operation.tags ?? []).includes('integration');

/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi.yaml',
  apiFile: '../src/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  outputFiles: {
    '../src/api/coreApi.gen.ts': {
      exportName: 'generatedCoreApi',
      filterEndpoints: CORE_ENDPOINTS,
    },
    '../src/api/providerApi.gen.ts': {
      // Injected into the core API, so that providerApi's type knows every endpoint.
      apiFile: '../src/api/coreApi.ts',
      apiImport: 'coreApi',
      exportName: 'generatedApi',
      filterEndpoints: (name, definition) =>
        !CORE_ENDPOINTS.includes(name) && !isFrontDesk(name, definition) && !isIntegration(name, definition),
    },
    '../src/api/frontDeskApi.gen.ts': {
      apiFile: '../src/api/frontDeskBaseApi.ts',
      apiImport: 'frontDeskBaseApi',
      exportName: 'generatedFrontDeskApi',
      filterEndpoints: isFrontDesk,
    },
  },
};
module.exports.CORE_ENDPOINTS = CORE_ENDPOINTS;
