/** A list without bullets or indentation: spread it into the list's style, whose layout stays its own. */
export const plainList = { margin: 0, padding: 0, listStyle: 'none' } as const;
