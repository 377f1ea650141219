import { words } from "~/content-model/interface-words";

export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {words.skipLink}
    </a>
  );
}
