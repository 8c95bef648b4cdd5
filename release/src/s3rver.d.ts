// s3rver ships no types; the part the S3 target's test uses (release/src/s3-target.test.ts).
declare module 's3rver' {
  export default class S3rver {
    constructor(options: { port: number; address?: string; silent?: boolean; directory: string });
    run(): Promise<unknown>;
    close(): Promise<void>;
  }
}
