// An independent check of answers against the contract: Ajv (JSON Schema 2020-12) compiles the response
// schema of each operation and status from the bundled documents, so a fake server, a proxy log or a
// test can prove that what it sent is what the contract promises.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { HOSTS, listOperations, loadContracts } from './contract.mjs';

/**
 * Builds a validator over the four contracts. `validate(operationId, status, body)` returns the list of
 * violations (empty when the answer conforms). A status the operation does not declare is a violation.
 */
export async function createContractValidator() {
  const docs = await loadContracts();
  const ops = new Map(listOperations(docs).map((op) => [op.operationId, op]));
  const ajv = {};
  for (const host of HOSTS) {
    const instance = new Ajv2020({ strict: false, allErrors: true });
    addFormats(instance);
    instance.addSchema({ $id: `${host}-components`, components: docs[host].components ?? {} });
    ajv[host] = instance;
  }
  const compiled = new Map();
  const schemaFor = (op, status) => {
    const response = op.operation.responses[String(status)];
    if (!response) return undefined;
    const schema = response.content?.['application/json']?.schema;
    return schema ?? null;
  };
  return {
    operations: ops,
    validate(operationId, status, body) {
      const op = ops.get(operationId);
      if (!op) return [`unknown operation ${operationId}`];
      const schema = schemaFor(op, status);
      if (schema === undefined) return [`${operationId}: status ${status} is not in the contract`];
      if (schema === null) return [];
      const key = `${operationId} ${status}`;
      let validate = compiled.get(key);
      if (!validate) {
        const text = JSON.stringify(schema).replaceAll(
          '"#/components/',
          `"${op.host}-components#/components/`,
        );
        validate = ajv[op.host].compile(JSON.parse(text));
        compiled.set(key, validate);
      }
      return validate(body)
        ? []
        : (validate.errors ?? []).map(
            (e) => `${operationId} ${status}: ${e.instancePath || '(body)'} ${e.message}`,
          );
    },
  };
}
