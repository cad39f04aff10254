// Types of node-flags.mjs (plain JavaScript, so that `npm start` needs no TypeScript tooling).
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function missingServerNodeFlags(): string[];
