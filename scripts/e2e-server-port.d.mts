// Types for playwright.config.ts and the specs, which import the plain-Node module beside it.
export declare const e2ePort: string
export declare const e2eMailDir: string
export declare const e2eDatabaseUrl: string
export declare const e2eDatabaseDir: string
export declare const e2eSiteDir: string
