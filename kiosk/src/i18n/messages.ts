/** A language's messages: nested keys ending in strings (i18next's resource shape). */
export interface KioskMessages {
  [key: string]: string | KioskMessages;
}

/** Every key path of a message tree, e.g. "pay.counter". */
export const keyPaths = (messages: KioskMessages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );

/** The key paths one language has and the other lacks, both ways. */
export const missingKeys = (a: KioskMessages, b: KioskMessages) => {
  const inA = new Set(keyPaths(a));
  const inB = new Set(keyPaths(b));
  return {
    missingInSecond: [...inA].filter((k) => !inB.has(k)).sort(),
    missingInFirst: [...inB].filter((k) => !inA.has(k)).sort(),
  };
};
