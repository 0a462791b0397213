// Types of gatsby-cache.mjs, for the server's TypeScript.
export declare function cacheBuiltElsewhere(siteDir: string): boolean
