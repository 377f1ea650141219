/** A version's day as the page writes dates ("November 18, 2026"); content dates are calendar days, read as UTC. */
export const versionDay = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
