// @rtk-query/codegen-openapi configuration: openapi.yaml -> src/api/providerApi.gen.ts.
// A .cjs config needs neither ts-node nor esbuild-runner (see ../shared/TOOLCHAIN.md).
/** @type {import('@rtk-query/codegen-openapi').ConfigFile} */
module.exports = {
  schemaFile: '../openapi.yaml',
  apiFile: '../src/api/baseApi.ts',
  apiImport: 'baseApi',
  outputFile: '../src/api/providerApi.gen.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
};
