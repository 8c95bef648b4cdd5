// The S3 API target through the official AWS SDK v3 client; the same code reaches AWS S3,
// Cloudflare R2, Backblaze B2 and MinIO (endpoint + path-style addressing).
//   RELEASE_S3_BUCKET (required), RELEASE_S3_PREFIX, RELEASE_S3_ENDPOINT, RELEASE_S3_REGION (default
//   'auto', R2's), and the SDK's usual credentials (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY).
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { KeyTaken, objectLock, type ReleaseTarget } from './target.ts';

export interface S3TargetOptions {
  bucket: string;
  prefix?: string;
  client?: S3ClientConfig;
}

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

export function s3Target({ bucket, prefix = '', client: config = {} }: S3TargetOptions): ReleaseTarget {
  // R2, B2 and older MinIO do not all accept the SDK's default CRC32 checksums (added to every
  // upload since SDK 3.729): send them only where the API requires one.
  const client = new S3Client({ requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED', ...config });
  const base = prefix ? prefix.replace(/\/?$/, '/') : '';
  const target: ReleaseTarget = {
    description: `s3 ${bucket}/${base}`,
    servesCompressedTwins: false,
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: base + key }));
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async write(key, body, { contentType, cacheControl, ifAbsent }) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: base + key,
            Body: body,
            ContentType: contentType,
            CacheControl: cacheControl,
            ...(ifAbsent ? { IfNoneMatch: '*' } : {}),
          }),
        );
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
        if (ifAbsent && (status === 412 || (error as Error).name === 'PreconditionFailed')) throw new KeyTaken(key);
        throw error;
      }
    },
    async list(prefix) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: base + prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(base.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: base + key }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: base + key }));
        return true;
      } catch (error) {
        if (notFound(error)) return false;
        throw error;
      }
    },
  };
  target.lock = objectLock(target);
  return target;
}

/** The S3 target from the environment (the CI secrets of .github/workflows/*). */
export function s3TargetFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseTarget {
  if (!env.RELEASE_S3_BUCKET)
    throw new Error('--target s3 needs RELEASE_S3_BUCKET (and RELEASE_S3_ENDPOINT for R2/B2/MinIO, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)');
  return s3Target({
    bucket: env.RELEASE_S3_BUCKET,
    prefix: env.RELEASE_S3_PREFIX,
    client: {
      region: env.RELEASE_S3_REGION ?? 'auto',
      ...(env.RELEASE_S3_ENDPOINT ? { endpoint: env.RELEASE_S3_ENDPOINT, forcePathStyle: true } : {}),
    },
  });
}
