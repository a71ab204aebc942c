import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandboxGateway.ts';

/**
 * What a gateway module (PAYMENT_GATEWAY_MODULE) exports by default: a function of the process's
 * environment (its keys and URLs) answering the adapter, which must pass the contract tests
 * (server/test/support/gatewayContract.ts).
 */
export type GatewayFactory = (env: NodeJS.ProcessEnv) => PaymentGateway | Promise<PaymentGateway>;

const METHODS = ['registerCard', 'charge', 'findCharge'] as const;

/** A file path (absolute, or relative to the working directory) as a URL; a package name as it is. */
function specifier(modulePath: string): string {
  const isPath = modulePath.startsWith('.') || path.isAbsolute(modulePath);
  return isPath ? pathToFileURL(path.resolve(modulePath)).href : modulePath;
}

/**
 * The payment gateway the server charges through: the module's adapter when `modulePath` is given
 * (a file path or a package name whose default export is a GatewayFactory), else the sandbox on
 * this database. A module that cannot be loaded, or whose adapter lacks a method, stops the start
 * with a message naming it.
 */
export async function loadGateway(
  modulePath: string | undefined,
  db: Db,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PaymentGateway> {
  if (!modulePath) return createSandboxGateway(db);
  let loaded: { default?: unknown };
  try {
    loaded = (await import(specifier(modulePath))) as { default?: unknown };
  } catch (error) {
    throw new Error(`PAYMENT_GATEWAY_MODULE: cannot load "${modulePath}": ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (typeof loaded.default !== 'function') {
    throw new Error(
      `PAYMENT_GATEWAY_MODULE: "${modulePath}" must export by default a function createGateway(env) answering the gateway.`,
    );
  }
  const gateway = (await (loaded.default as GatewayFactory)(env)) as Partial<PaymentGateway> | null;
  const missing = METHODS.filter((m) => typeof gateway?.[m] !== 'function');
  if (!gateway || missing.length > 0) {
    throw new Error(`PAYMENT_GATEWAY_MODULE: the gateway of "${modulePath}" lacks ${missing.join(', ')}.`);
  }
  return gateway as PaymentGateway;
}
