export declare const CHROME_FLAGS: string;
export declare function lighthouse(
  url: string,
  attempts?: number,
): { scores: Record<string, number>; failing: string[]; lcp: number; cls: number };
