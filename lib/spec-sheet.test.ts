import { describe, expect, it } from "vitest";
import {
  countProblems,
  countsStated,
  hoursAndMinutes,
  insideGroups,
  promisesVideo,
  specSheetView,
  type SpecSheetSource,
} from "./spec-sheet";

const sheet: SpecSheetSource = {
  plan: "starter",
  planReason: "Every asset in it is on every plan.",
  inside: {
    pipelines: [
      { name: "Loan", stages: ["Lead", "Application", "Funded"] },
      { name: "Partner", stages: ["Prospect", "Active"] },
    ],
    workflows: [
      { name: "Intake", trigger: "Form Submitted: Application" },
      { name: "Chase", trigger: "Pipeline Stage Changed: Application" },
    ],
    funnels: [{ name: "Pre-Approval", kind: "funnel", pages: ["Apply", "Thanks"] }],
    customValues: [{ name: "NMLS ID", holds: "Your NMLS number, in every footer." }],
    tags: [],
  },
  setUpYourself: ["A phone number."],
  checklist: [
    { step: "Fill in the Custom Values.", minutes: 15 },
    { step: "Register for A2P 10DLC.", minutes: 50 },
  ],
};
const store = {
  ghlPlans: [{ id: "starter", name: "Starter", price: 97 }],
  ghlPlansNote: "HighLevel's prices.",
  neverTransfers: ["Contacts", "Users"],
};

describe("a spec sheet's counts", () => {
  it("are the lengths of its lists, with a pipeline's stages and a funnel's pages added up; empty kinds are left out", () => {
    const groups = insideGroups(sheet.inside);
    expect(groups.map((group) => [group.kind, group.count])).toEqual([
      ["pipelines", 2],
      ["workflows", 2],
      ["funnels", 1],
      ["customValues", 1],
    ]);
    expect(groups[0]!.parts).toEqual({ kind: "stages", count: 5 });
    expect(groups[2]!.parts).toEqual({ kind: "pages", count: 2 });
    expect(groups[1]!.items[0]).toEqual({ name: "Intake", detail: "Form Submitted: Application" });
  });

  it("find the counts a sentence states, and each one that disagrees with its list", () => {
    expect(countsStated("16 Workflows, 2 pipelines and 4 trigger links, ready in 2 days")).toEqual([
      { kind: "workflows", count: 16, phrase: "16 Workflows" },
      { kind: "pipelines", count: 2, phrase: "2 pipelines" },
      { kind: "triggerLinks", count: 4, phrase: "4 trigger links" },
    ]);
    expect(countProblems("2 Workflows and 2 pipelines", sheet.inside)).toEqual([]);
    const [problem, ...rest] = countProblems("3 workflows, and 1 custom value", sheet.inside);
    expect(rest).toEqual([]);
    expect(problem).toMatch(/"3 workflows".*lists 2/);
    expect(countProblems("5 email templates", sheet.inside)[0]).toMatch(/lists 0/);
  });
});

describe("the spec sheet a page shows", () => {
  it("names the plan from the store, adds up the checklist and makes only the promises its fields back", () => {
    const view = specSheetView(sheet, store);
    expect(view.plan).toEqual({ name: "Starter", price: 97 });
    expect(view.checklistMinutes).toBe(65);
    expect(view.neverTransfers).toEqual(["Contacts", "Users"]);
    expect(view.promises).toEqual({ videos: false, checklist: true, documentedCustomValues: true });
    const withVideo = specSheetView(
      {
        ...sheet,
        videos: [{ title: "Loading it", url: "https://video.example/1", minutes: 6 }],
        inside: { workflows: sheet.inside.workflows },
      },
      store,
    );
    expect(withVideo.promises).toEqual({ videos: true, checklist: true, documentedCustomValues: false });
  });

  it("refuses a plan the store does not name", () => {
    expect(() => specSheetView({ ...sheet, plan: "platinum" }, store)).toThrow(/platinum/);
  });

  it("writes minutes as hours and minutes", () => {
    expect(hoursAndMinutes(160)).toEqual({ hours: 2, minutes: 40 });
    expect(hoursAndMinutes(45)).toEqual({ hours: 0, minutes: 45 });
  });
});

describe("a video promise", () => {
  it("is a setup video or the videos that walk a buyer through", () => {
    for (const text of [
      "Follow the setup videos.",
      "Setup took one afternoon with the videos.",
      "The setup video shows how to add a third.",
      "Solid setup and clear videos.",
      "The checklist and videos get the account running.",
      "A video shows how the scoring connects.",
      "but the video walked me through it.",
    ])
      expect(promisesVideo(text), text).toBe(true);
  });

  it("is not a video the buyer's own business uses", () => {
    for (const text of [
      "A video sales page and application.",
      "Calendars can use your video-visit link.",
      "The event calendar can use a video link as its location.",
      "Can I host my course videos inside HighLevel?",
      "Phone, video and office consultation calendars.",
      "a short welcome video email",
      "Short videos for each week's skills.",
    ])
      expect(promisesVideo(text), text).toBe(false);
  });
});
