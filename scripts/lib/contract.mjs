// Loads the four contracts, bundled by Redocly (refs across files resolved to named components), and
// lists their operations. Shared by the coverage table, the contract tests and the SDK's generator.
import { bundle, loadConfig } from '@redocly/openapi-core';

export const HOSTS = ['main', 'shipping', 'themes', 'provider'];
export const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const root = new URL('../../', import.meta.url).pathname;

/** Bundled documents by host, with Redocly's own problems (none expected). */
export async function loadContracts() {
  const config = await loadConfig({ configPath: `${root}redocly.yaml` });
  const docs = {};
  for (const host of HOSTS) {
    const result = await bundle({ ref: `${root}specs/${host}.yaml`, config });
    const errors = result.problems.filter((p) => p.severity === 'error');
    if (errors.length) throw new Error(`specs/${host}.yaml: ${errors.map((e) => e.message).join('; ')}`);
    docs[host] = result.bundle.parsed;
  }
  return docs;
}

const SCHEME_ROLES = {
  customerBearer: 'customer',
  merchantBearer: 'merchant',
  adminBearer: 'admin',
  partnerBearer: 'shipping-partner',
  providerKey: 'provider key',
};

/** Every operation of every host, in document order. */
export function listOperations(docs) {
  const ops = [];
  for (const host of HOSTS) {
    const doc = docs[host];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const method of METHODS) {
        const op = item[method];
        if (!op) continue;
        const security = op.security ?? doc.security ?? [];
        const roles = [];
        let guest = security.length === 0;
        for (const requirement of security) {
          const names = Object.keys(requirement);
          if (names.length === 0) guest = true;
          for (const name of names) roles.push(SCHEME_ROLES[name] ?? name);
        }
        ops.push({
          host,
          path,
          method,
          operationId: op.operationId,
          tag: op.tags?.[0],
          source: op['x-source'],
          spec: op['x-spec'],
          roles: guest ? ['guest', ...roles] : roles,
          messages: {
            fallback: op['x-fallback-message'],
            network: op['x-network-message'],
            success: op['x-success-message'],
          },
          operation: op,
          pathItem: item,
        });
      }
    }
  }
  return ops;
}

/**
 * The metadata the SDK's engine calls an operation with (its `OperationMeta`): host, method, path, the roles
 * whose token it takes, how its body is sent and its messages. The SDK's generator writes it beside each
 * operation function; the hooks' generator writes the paged lists' own copies (useTable's registry).
 */
export function operationMeta(op) {
  const content = op.operation.requestBody?.content ?? {};
  const body = content['multipart/form-data']
    ? 'multipart'
    : content['application/json']
      ? 'json'
      : undefined;
  return {
    id: op.operationId,
    host: op.host,
    method: op.method,
    path: op.path,
    roles: op.roles.filter((r) => r !== 'provider key'),
    ...(body ? { body } : {}),
    ...(op.messages.fallback ? { fallback: op.messages.fallback } : {}),
    ...(op.messages.network ? { network: op.messages.network } : {}),
    ...(op.messages.success ? { success: op.messages.success } : {}),
  };
}
