export declare const SERVER_ENTRY: string;
export declare const SERVER_NODE_FLAGS: string[];
export declare const serverArguments: () => string[];
export declare const serverEnvironment: <T extends Record<string, string | undefined>>(
  env: T,
) => T & { NODE_ENV: string };
