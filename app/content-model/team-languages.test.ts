/**
 * The site says the team answers in each language it is published in, so someone on the team must: every language
 * of config/languages.mjs has a team member whose `speaks` names it (content/people/*.en.yml).
 */
import { LANGS } from "../../config/languages.mjs";
import { loadProjectContent } from "./.server/test-content";

describe("the team's languages", () => {
  it("include every language the site is published in", () => {
    const team = loadProjectContent().people.filter((person) => person.team);
    for (const lang of LANGS)
      expect(
        team.filter((person) => person.speaks?.includes(lang)).map((person) => person.name),
        `a team member who speaks ${lang}`,
      ).not.toEqual([]);
  });
});
