/** Words and numbers of the home hero (SPEC §1: hero claims). */
export const HERO = {
  eyebrow: "GoHighLevel development agency",
  titleStart: "GoHighLevel systems that",
  titleAccent: "turn leads into booked revenue",
 
  lead: "We design, build and run the funnels, pipelines, automations and white-label SaaS setups that agencies and local businesses depend on, delivered in days and supported every day after.",
  consultationSubtitle: "A free 30-minute call with a certified GHL expert to map your funnel, pipeline and automations.",
  badges: ["Certified experts", "7-10 day delivery", "24/7 support", "98% client satisfaction"],
  stats: [
    { value: "500+", label: "Projects completed" },
    { value: "200+", label: "Businesses helped" },
  ],
};
