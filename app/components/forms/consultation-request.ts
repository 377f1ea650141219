// What a button asks of the consultation popup, in a file of its own: the provider and the popup both need it, and
// the popup must not import its provider (the provider loads the popup's code on demand).
export interface ConsultationRequest {
  title?: string;
  subtitle?: string;
  /** What the button is about (`plan:pro`, `snapshot:<slug>`, `service:<slug>`), sent with the enquiry. */
  interest?: string;
  /** A snapshot the site sells itself: the popup offers "Pay" above its question form. */
  pay?: PayRequest;
}

/** Where "Pay" posts, the snapshot it buys, and its words ("Pay $197 now"). */
export interface PayRequest {
  action: string;
  slug: string;
  label: string;
}

/** One opening of the popup: what it is about, the element to give focus back to, and a count that tells openings apart. */
export interface ConsultationOpening {
  request: ConsultationRequest;
  opener: HTMLElement | null;
  count: number;
}
