export declare const DEFAULT_PROVIDER_URL: string;
export declare const OWN_RECEIVER_PATH: string;
export type SocialNetwork = "linkedin" | "x" | "facebook" | "instagram" | "youtube";
export interface SiteSettings {
  brandName: string;
  siteUrl: string;
  contactEmail: string;
  /** Empty when not configured; the phone is then not shown. */
  contactPhone: string;
  social: Partial<Record<SocialNetwork, string>>;
  /** Where the forms post: a custom endpoint, the Web3Forms provider, or the site's own /api/contact. */
  formMode: "endpoint" | "provider" | "own";
  formEndpoint: string;
  formAccessKey: string;
}
export declare function readSettings(env?: Record<string, string | undefined>): SiteSettings;
export declare function loadDotEnv(file?: URL | string): void;
