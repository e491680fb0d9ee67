// Command-line option values, read the same way by every CLI subcommand.

/** The value after the option at `argv[i - 1]`; a missing value is a usage error naming the option. */
export function optionValue(argv: readonly string[], i: number, option: string): string {
  const v = argv[i];
  if (v === undefined) throw new Error(`${option} needs a value`);
  return v;
}
