/** A LIKE pattern matching the text anywhere, with the text's own % and _ taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
