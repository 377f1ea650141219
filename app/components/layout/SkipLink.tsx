import { words } from "~/content/interface-words";

export function SkipLink() {
  return (
    <a href="#main" className="skip-link">
      {words.skipLink}
    </a>
  );
}
