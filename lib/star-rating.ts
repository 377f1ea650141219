/** Stars are 16 px wide with a 2 px gap between them (a 18 px step), five in a row. */
export const STAR_SIZE_PX = 16;
export const STAR_STEP_PX = 18;

/**
 * How far from the left the gold fill of a five-star row reaches: whole stars up to the rating, then the rated
 * fraction of the next star (4.8 fills four stars and 80% of the fifth). Ratings outside 0-5 are clamped.
 */
export function starFillWidth(rating: number): string {
  const clamped = Math.max(0, Math.min(5, rating));
  const whole = Math.floor(clamped);
  const width = Math.min(whole * STAR_STEP_PX + (clamped - whole) * STAR_SIZE_PX, 4 * STAR_STEP_PX + STAR_SIZE_PX);
  return `${Number(width.toFixed(2))}px`;
}
