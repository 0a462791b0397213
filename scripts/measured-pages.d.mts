// Types for e2e/site-sweep.spec.ts, which imports the plain-Node module beside it.
export declare const measuredPages: string[]
