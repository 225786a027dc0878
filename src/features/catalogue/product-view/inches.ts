/** A measurement in cm as inches, to the nearest half inch ("37.5", "40"). */
export function inches(cm: number): string {
  const halves = Math.round((cm / 2.54) * 2);
  return halves % 2 === 0 ? String(halves / 2) : `${(halves - 1) / 2}.5`;
}
