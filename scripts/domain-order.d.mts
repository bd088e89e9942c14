export declare const DOMAIN_ORDER: string[];
