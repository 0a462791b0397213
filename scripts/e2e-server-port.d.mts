// Types for playwright.config.ts, which imports the plain-Node module beside it.
export declare const e2ePort: string
export declare const e2eMailDir: string
