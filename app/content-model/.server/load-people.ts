// The people of content/people/ and the bylines of posts.
import { personSchema, type Byline, type Person } from "../schema";
import { withoutEvidence } from "./evidence";
import type { LoadContext, SourceFile } from "./load-source";
import { propertyAt } from "../../../lib/typed-object";

/**
 * A person is a claim about who works here, whether in the team section or as the author of a post: a production
 * build publishes one only once verified. The others are left out of `people`, which every page reads, and their
 * posts name the agency as author (bylineOf), so no page, feed or structured data names them.
 */
export function loadPeople(
  ctx: LoadContext,
  peopleFiles: readonly SourceFile[],
  postFiles: readonly SourceFile[],
): Person[] {
  const postsBy = new Map<string, number>();
  for (const source of postFiles) {
    const author = propertyAt(source.data, "author");
    if (typeof author === "string") postsBy.set(author, (postsBy.get(author) ?? 0) + 1);
  }
  const people: Person[] = [];
  for (const source of peopleFiles) {
    const person = ctx.data(personSchema, source);
    if (!person) continue;
    const written = postsBy.get(source.slug) ?? 0;
    const what = [
      person.team ? `Team member ${person.name}, ${person.role}` : `${person.name}, ${person.role}`,
      ...(written ? [`author of ${written} ${written === 1 ? "post" : "posts"}`] : []),
    ];
    if (ctx.claim(source, "verified", what.join("; "), person))
      people.push({ ...withoutEvidence(person), id: source.slug });
  }
  people.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
  return people;
}

/** Who a post is by, as its page, the cards, the feed and its structured data all say: the person, or the agency. */
export function bylines(people: readonly Person[], brandName: string): (id: string) => Byline {
  const published = new Map(people.map((person) => [person.id, person]));
  const agency: Byline = { kind: "organization", name: brandName };
  return (id) => {
    const person = published.get(id);
    return person ? { kind: "person", name: person.name, role: person.role, bio: person.bio } : agency;
  };
}
