export function sentencesOf(code: string, fileName: string): Set<string>;
export function isEnglish(sentence: string): boolean;
