export declare const DEFAULT_DATABASE_URL: string;
export declare const STORE_TABLES: string[];
export declare function fail(message: string): never;
export declare function storeDatabase(
  url?: string,
): { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };
export declare function mustExist(file: string): void;
export declare function fileArgument(usage: string): string;
