/** The part of madge's API the import-cycle test uses (madge ships no types). */
declare module 'madge' {
  interface MadgeConfig {
    fileExtensions?: string[];
    tsConfig?: string;
    detectiveOptions?: { ts?: { skipTypeImports?: boolean }; tsx?: { skipTypeImports?: boolean } };
  }
  interface MadgeResult {
    circular(): string[][];
  }
  export default function madge(paths: string | string[], config?: MadgeConfig): Promise<MadgeResult>;
}
