import { serve, type ServerType } from '@hono/node-server';
import { createSandbox, type SandboxOptions } from './createSandbox';

/** Default port of the standalone sandbox; the portal's dev server proxies `/api` and `/pub` to it. */
export const DEFAULT_SANDBOX_PORT = 4010;

/** Options of {@link startSandbox}: the sandbox options plus where to listen. */
export interface StartSandboxOptions extends SandboxOptions {
  /** Port on 127.0.0.1; 0 picks a free one. Default {@link DEFAULT_SANDBOX_PORT}. */
  readonly port?: number;
  /** Interface to bind; loopback by default so the sandbox is never exposed. */
  readonly hostname?: string;
}

/** A listening sandbox: its address and how to stop it. */
export interface RunningSandbox {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** Serves the sandbox over HTTP and resolves once it is listening. */
export function startSandbox(options: StartSandboxOptions = {}): Promise<RunningSandbox> {
  const app = createSandbox(options);
  const hostname = options.hostname ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined;
    try {
      server = serve(
        { fetch: app.fetch, port: options.port ?? DEFAULT_SANDBOX_PORT, hostname },
        (info) => {
          const running = server as ServerType;
          resolve({
            url: `http://${hostname}:${info.port}`,
            port: info.port,
            close: () =>
              new Promise<void>((done, fail) =>
                running.close((error) => (error ? fail(error) : done())),
              ),
          });
        },
      );
      server.once('error', reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

export { createSandbox, type SandboxOptions } from './createSandbox';
