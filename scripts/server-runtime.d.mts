export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV: Record<string, string>;
export declare function startedWithServerRuntime(execArgv?: string[], env?: Record<string, string | undefined>): boolean;
