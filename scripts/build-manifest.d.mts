export declare function walk(dir: string, prefix?: string): Promise<string[]>;
export declare function inlineScripts(html: string): string[];
export declare function sha256(text: string): string;
