/** One line per fault run with its measured figures, quoted in docs/reliability.md. */
export function reportFigures(fault: string, figures: Record<string, unknown>): void {
  process.stdout.write(`[faults] ${fault}: ${JSON.stringify(figures)}\n`);
}
