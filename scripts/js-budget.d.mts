export declare function pageScripts(html: string): string[];
export declare function pageJsBytes(clientDir: string, htmlFile: string): number;
