// Types for playwright.config.ts, which imports the plain-Node module beside it.
export declare const chromiumPath: string
export declare const headlessShellPath: string
export declare const chromiumFlags: string[]
