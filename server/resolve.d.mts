export declare const NOT_FOUND_FILE: string;
export declare const MISSING_SNAPSHOT_FILE: string;
export declare const ADMIN_FILE: string;
export type Resolution = { kind: "file"; file: string; status: number } | { kind: "redirect"; location: string; status: number };
export declare function resolvePath(pathname: string, files: Set<string>): Resolution;
export declare function contentType(file: string): string;
export declare function isCompressible(type: string): boolean;
export declare function cacheControl(file: string): string;
