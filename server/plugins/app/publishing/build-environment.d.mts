// Types of build-environment.mjs, for the server's TypeScript.
export declare function buildEnvironment(
  env: Record<string, string | undefined>,
  given?: Record<string, string>
): Record<string, string>
