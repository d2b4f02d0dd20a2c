// @marketplace/sdk/schemas: zod/mini schemas of the contract, for response validation
// (`createMarketplaceClient({ schemas: operationSchemas, validation: 'strict' })`) and for checking data
// of your own. A separate entry point: it holds every entity schema and zod's core (about 7 kB gzip).

export { operationRequestSchemas } from './generated/operationRequestSchemas';
export { operationSchemas } from './generated/operationSchemas';
export * from './generated/schemas/main';
