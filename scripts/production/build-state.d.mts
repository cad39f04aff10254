// Types of build-state.mjs (plain JavaScript, so that `npm start` needs no TypeScript tooling).
export declare const rootDir: string;
export declare const STAMP_FILE: string;
export declare const SERVER_BUNDLE: string;
export declare function newestSource(root?: string): { file: string; mtimeMs: number };
export declare function buildState(root?: string): { current: true } | { current: false; reason: string };
