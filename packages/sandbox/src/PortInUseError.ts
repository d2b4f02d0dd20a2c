/**
 * The HTTP sandbox's port is taken by another process. The message names the port and how to choose
 * another one.
 *
 * @example
 * try { await startSandboxHttpServer({ port: 4000 }); }
 * catch (e) { if (e instanceof PortInUseError) console.error(e.message); }
 */
export class PortInUseError extends Error {
  override name = 'PortInUseError';
  constructor(
    readonly port: number,
    readonly host: string,
    options?: ErrorOptions,
  ) {
    super(
      `Port ${port} on ${host} is already in use: choose another one with --port <n> (0 picks a free one)`,
      options,
    );
  }
}
