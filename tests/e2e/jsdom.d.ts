// jsdom ships no types (its @types package is a separate install); this is the part the repetition check uses.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: { document: Document };
  }
}
