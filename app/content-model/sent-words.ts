// The forms' status texts after a send (content/data/interface-words.yml `sent`): loaded with the sending code, at
// the first send, never with a page.
export { sentWords } from "virtual:site-content";
