// The part of Node's WebAssembly API the server uses (db/client.ts compiles PGlite's PostgreSQL
// once per process). TypeScript declares WebAssembly only in its DOM and web-worker libraries.
declare global {
  namespace WebAssembly {
    /** A compiled module, handed to the workers that instantiate it. */
    class Module {
      private readonly compiled: never;
    }
    function compile(bytes: Uint8Array): Promise<Module>;
  }
}

export {};
