export declare function failureDigest(text: string, linesPerFailure?: number, maxLines?: number): string;
