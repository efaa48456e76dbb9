/** The middle value of `values` (the upper middle for an even count), as the bench reports its runs. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
