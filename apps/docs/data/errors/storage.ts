import { type ErrorEntry, errorSection } from './schema';
import { STORAGE_STATUS_ORIGIN, storageSourceStatus } from './source-statuses';

/**
 * Entries whose code is not one of Storage's: `storage-rls` is the `AccessDenied` that Storage's database-error
 * mapping makes of Postgres's 42501 (with no status of its own), so it answers as that constructor does.
 */
const ANSWERS_AS: Record<string, string> = { 'storage-rls': 'AccessDenied' };

/** Each entry with what Storage's source answers for its code (data/errors/generated/storage-error-statuses.json). */
function withSourceStatus(entries: Omit<ErrorEntry, 'status' | 'statusBy' | 'bodyStatus'>[]): ErrorEntry[] {
  return entries.map((entry) => {
    const alias = ANSWERS_AS[entry.code];
    return { ...entry, ...storageSourceStatus(alias ?? entry.code, { generalOnly: alias !== undefined }) };
  });
}

/*
 * Storage API errors. Storage's body names the code below (the older names such as `Duplicate` are still sent in
 * `error`); what storage-js makes of it is read from the installed package (its handleError builds a
 * StorageApiError from `message`, the HTTP status and `statusCode`). Codes from Storage's error-code page, statuses
 * from Storage's source (source-statuses.ts); meanings and fixes are ours.
 */
export const storageErrors = errorSection({
  id: 'storage',
  title: 'Storage',
  intro:
    'Storage answers an error with a JSON body `{ statusCode, code, error, message }`: `code` is one of the codes below, `error` the same or an older name (`Duplicate`, `Unauthorized`), and `statusCode` the status that belongs to the code, as text (`"404"`). The HTTP status is not that one: Storage answers nearly every client error with **400** and a server error with 500, so a missing bucket is HTTP 400 with `statusCode` `"404"`. storage-js (2.109) passes neither `code` nor `error` on: it returns a `StorageApiError` with `message`, `status` (the HTTP status, so usually 400) and `statusCode` (the body’s `statusCode`). Branch on `error.statusCode`, and on `error.message` where two codes share one. Access to buckets and files is decided by Row Level Security on `storage.objects`.',
  origin: {
    source: `Storage’s error-code page (supabase.com/docs/guides/storage/debugging/error-codes) for the codes; statuses from ${STORAGE_STATUS_ORIGIN}`,
    asOf: '2026-11-28',
  },
  entries: withSourceStatus([
    {
      code: 'NoSuchBucket',
      title: 'Bucket not found',
      meaning: 'No bucket has this id, or the request may not see it.',
      causes: [
        'A typo or wrong case in the bucket id.',
        'A private bucket read without a policy that allows it, which looks the same as a missing one.',
      ],
      fix: 'Check the id with `storage.listBuckets()` and the [access policies](/guides/storage/access-control/).',
      messages: ['Bucket not found'],
    },
    {
      code: 'NoSuchKey',
      title: 'Object not found',
      meaning: 'No file has this path in the bucket, or the request may not see it.',
      fix: 'Check the path (it is case-sensitive and has no leading slash) and the select policy on `storage.objects`.',
      messages: ['Object not found'],
    },
    {
      code: 'InvalidJWT',
      title: 'Invalid JWT',
      meaning: 'The token sent to Storage is expired, malformed or from another project.',
      fix: 'Use the session’s current access token or the project’s anon key; let supabase-js refresh sessions.',
      messages: ['jwt expired', 'invalid signature', 'jwt malformed'],
    },
    {
      code: 'EntityTooLarge',
      title: 'File too large',
      meaning: 'The upload is bigger than the bucket’s file size limit or the project’s global limit.',
      fix: 'Raise the bucket’s `fileSizeLimit` (within the global limit) or use resumable uploads for large files (see [Uploads](/guides/storage/uploads/)).',
      messages: ['The object exceeded the maximum allowed size', 'Payload too large'],
    },
    {
      code: 'InvalidMimeType',
      title: 'MIME type not allowed',
      meaning: 'The file’s content type is not valid or not in the bucket’s `allowedMimeTypes`.',
      fix: 'Pass the right `contentType` to `upload()` or widen the bucket’s allowed types (see [Buckets](/guides/storage/buckets/)).',
      messages: ['is not supported'],
    },
    {
      code: 'Duplicate',
      title: 'The resource already exists',
      meaning:
        'A file already exists at this path (or a bucket with this id). Older code for the same case as `KeyAlreadyExists`.',
      fix: 'Upload with `upsert: true` to replace the file, or choose another path.',
      messages: ['The resource already exists'],
    },
    {
      code: 'KeyAlreadyExists',
      title: 'Key already exists',
      meaning: 'A file already exists at this path.',
      fix: 'Upload with `upsert: true` to replace it, or choose another path.',
    },
    {
      code: 'BucketAlreadyExists',
      title: 'Bucket already exists',
      meaning: 'A bucket with this id already exists.',
      fix: 'Use the existing bucket or another id.',
    },
    {
      code: 'AccessDenied',
      title: 'Access denied',
      meaning: 'The request may not do this to this resource.',
      fix: 'Add a policy on `storage.objects` for the operation (see [Access control](/guides/storage/access-control/)).',
    },
    {
      code: 'storage-rls',
      title: 'Upload refused by Row Level Security',
      meaning:
        'Storage saves a file’s row in `storage.objects` as the requesting user, and no insert (or, for `upsert`, update) policy allows that row. Storage passes Postgres’s `42501` message through.',
      causes: [
        'No insert policy on `storage.objects` for this bucket.',
        'The policy checks a folder or owner that the path does not match.',
        'An upsert that also needs select and update policies.',
      ],
      fix: 'Write the insert policy for the bucket and path (see [Access control](/guides/storage/access-control/)).',
      messages: ['new row violates row-level security policy'],
    },
    {
      code: 'InvalidRequest',
      title: 'Invalid request',
      meaning: 'The request is malformed; the message says which part.',
      fix: 'Read `message` and correct the named parameter.',
    },
    {
      code: 'InvalidKey',
      title: 'Invalid object path',
      meaning: 'The path contains characters Storage does not accept.',
      fix: 'Use letters, digits and safe punctuation in paths; encode user-supplied names.',
      messages: ['Invalid key'],
    },
    {
      code: 'InvalidBucketName',
      title: 'Invalid bucket name',
      meaning: 'The bucket id has characters Storage does not accept.',
      fix: 'Use lowercase letters, digits, dots, dashes and underscores.',
    },
    {
      code: 'InvalidRange',
      title: 'Invalid range',
      meaning: 'The `Range` header asks for bytes outside the file.',
      fix: 'Ask for a range within the file’s size.',
    },
    {
      code: 'ResourceLocked',
      title: 'Resource locked',
      meaning: 'Another request holds a lock on the object.',
      fix: 'Retry after a moment.',
    },
    {
      code: 'DatabaseTimeout',
      title: 'Database timeout',
      meaning: 'Storage’s query on the project database took too long.',
      fix: 'Check the database load and slow policies on `storage.objects`.',
    },
    {
      code: 'InternalError',
      title: 'Internal error',
      meaning: 'Storage failed for a reason of its own.',
      fix: 'Retry; if it repeats, contact support with the time of the request.',
    },
  ]),
});
