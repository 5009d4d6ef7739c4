/** The middle value (the upper middle of an even count): what every time figure of the benches reports. */
export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
