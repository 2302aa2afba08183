import type { JsGroupInput } from './js-reference-schema';

export const storageBuckets: JsGroupInput = {
  id: 'storage',
  title: 'Storage: buckets',
  intro:
    '`supabase.storage` manages buckets, the top-level containers of files. A public bucket serves its files to anyone who has the address; a private one only through signed URLs or to users whose access the `storage.objects` policies allow. Creating, changing and deleting buckets usually happens with the service-role key or in migrations.',
  entries: [
    {
      id: 'storage-list-buckets',
      summary:
        'Lists the buckets the key may see, with optional `limit`, `offset`, sorting and a name `search`.',
      examples: [
        {
          title: 'Every bucket',
          code: `const { data, error } = await supabase.storage.listBuckets();`,
        },
      ],
    },
    {
      id: 'storage-get-bucket',
      summary:
        'Reads one bucket’s settings: whether it is public, its file size limit and allowed MIME types.',
      examples: [
        {
          title: 'One bucket',
          code: `const { data, error } = await supabase.storage.getBucket('avatars');`,
        },
      ],
    },
    {
      id: 'storage-create-bucket',
      summary:
        'Creates a bucket, private unless `public: true`, with an optional `fileSizeLimit` (bytes or a string such as `"5MB"`) and `allowedMimeTypes` (wildcards like `image/*` allowed).',
      examples: [
        {
          title: 'A public bucket for images',
          code: `const { data, error } = await supabase.storage.createBucket('avatars', {
  public: true,
  fileSizeLimit: '1MB',
  allowedMimeTypes: ['image/*'],
});`,
        },
      ],
    },
    {
      id: 'storage-update-bucket',
      summary: 'Changes a bucket’s settings (public, size limit, MIME types).',
      examples: [
        {
          title: 'Make a bucket private',
          code: `const { data, error } = await supabase.storage.updateBucket('avatars', { public: false });`,
        },
      ],
    },
    {
      id: 'storage-empty-bucket',
      summary: 'Deletes every file in a bucket and keeps the bucket.',
      examples: [
        {
          title: 'Empty a bucket',
          code: `const { data, error } = await supabase.storage.emptyBucket('avatars');`,
        },
      ],
    },
    {
      id: 'storage-delete-bucket',
      summary: 'Deletes a bucket, which must be empty first.',
      examples: [
        {
          title: 'Delete a bucket',
          code: `await supabase.storage.emptyBucket('drafts');
const { data, error } = await supabase.storage.deleteBucket('drafts');`,
        },
      ],
    },
    {
      id: 'storage-purge-bucket-cache',
      summary:
        'Clears the CDN cache of every file in a bucket, so the next request fetches fresh copies; `transformations: true` clears only resized variants. Needs the service role key: Storage refuses the call with the anon key or a user’s token, so run it on a server.',
      examples: [
        {
          title: 'Purge a bucket',
          code: `const { data, error } = await supabase.storage.purgeBucketCache('avatars');`,
        },
      ],
    },
    {
      id: 'storage-from',
      summary: 'Selects a bucket for the file operations that follow.',
      examples: [
        {
          title: 'The avatars bucket',
          code: `const avatars = supabase.storage.from('avatars');`,
        },
      ],
    },
  ],
};

export const storageFiles: JsGroupInput = {
  id: 'storage-files',
  title: 'Storage: files',
  intro:
    'File methods work on one bucket, `supabase.storage.from(bucket)`. A path is relative to the bucket (`folder/name.png`); folders exist as long as files are in them. What a user may read or write is decided by the policies on `storage.objects`.',
  entries: [
    {
      id: 'storage-from-upload',
      summary:
        'Uploads a file (`File`, `Blob`, `ArrayBuffer`, a stream in Node…) to a path. It fails if the path exists unless `upsert: true`; `contentType` and `cacheControl` (seconds) set how it is served.',
      examples: [
        {
          title: 'Upload an avatar',
          code: `const { data, error } = await supabase.storage
  .from('avatars')
  .upload('users/42.png', file, { contentType: 'image/png', upsert: true });`,
        },
      ],
    },
    {
      id: 'storage-from-update',
      summary: 'Replaces the file at a path with new content.',
      examples: [
        {
          title: 'Replace a file',
          code: `const { data, error } = await supabase.storage.from('avatars').update('users/42.png', file);`,
        },
      ],
    },
    {
      id: 'storage-from-download',
      summary:
        'Downloads a file as a `Blob` (through the key or the user’s access), optionally transformed (resized) for images.',
      examples: [
        {
          title: 'Download a file',
          code: `const { data, error } = await supabase.storage.from('reports').download('2026/november.pdf');`,
        },
      ],
    },
    {
      id: 'storage-from-list',
      summary:
        'Lists the files and folders directly under a folder, with `limit`, `offset`, `sortBy` and a name `search`.',
      examples: [
        {
          title: 'The newest files first',
          code: `const { data, error } = await supabase.storage
  .from('avatars')
  .list('users', { limit: 20, sortBy: { column: 'created_at', order: 'desc' } });`,
        },
      ],
    },
    {
      id: 'storage-from-list-v2',
      summary:
        'Lists files under a prefix with cursor paging, returning files and folders apart. Faster than `list()` on large buckets.',
      examples: [
        {
          title: 'A page of files',
          code: `const { data, error } = await supabase.storage.from('avatars').listV2({ prefix: 'users/', limit: 100 });`,
        },
      ],
    },
    {
      id: 'storage-from-info',
      summary: 'Reads a file’s details: size, content type, timestamps, metadata.',
      examples: [
        {
          title: 'File details',
          code: `const { data, error } = await supabase.storage.from('avatars').info('users/42.png');`,
        },
      ],
    },
    {
      id: 'storage-from-exists',
      summary: 'Tells whether a file exists at a path.',
      examples: [
        {
          title: 'Check before uploading',
          code: `const { data: exists } = await supabase.storage.from('avatars').exists('users/42.png');`,
        },
      ],
    },
    {
      id: 'storage-from-move',
      summary: 'Moves (renames) a file, within the bucket or to `destinationBucket`.',
      examples: [
        {
          title: 'Rename a file',
          code: `const { data, error } = await supabase.storage.from('avatars').move('users/42.png', 'archive/42.png');`,
        },
      ],
    },
    {
      id: 'storage-from-copy',
      summary: 'Copies a file to another path, within the bucket or to `destinationBucket`.',
      examples: [
        {
          title: 'Copy a file',
          code: `const { data, error } = await supabase.storage.from('avatars').copy('users/42.png', 'users/42-backup.png');`,
        },
      ],
    },
    {
      id: 'storage-from-remove',
      summary: 'Deletes the files at the given paths (an array, even for one).',
      examples: [
        {
          title: 'Delete two files',
          code: `const { data, error } = await supabase.storage.from('avatars').remove(['users/42.png', 'users/43.png']);`,
        },
      ],
    },
    {
      id: 'storage-from-get-public-url',
      summary:
        'Builds the public address of a file in a public bucket. No request is made and nothing checks the file exists; in a private bucket the address answers with an error.',
      examples: [
        {
          title: 'Show an avatar',
          code: `const { data } = supabase.storage.from('avatars').getPublicUrl('users/42.png');
const src = data.publicUrl;`,
        },
      ],
    },
    {
      id: 'storage-from-create-signed-url',
      summary:
        'Creates an address that gives access to a file of a private bucket for `expiresIn` seconds, to anyone who has it. `download: true` (or a file name) makes browsers save it; `transform` resizes images.',
      examples: [
        {
          title: 'A link valid for an hour',
          code: `const { data, error } = await supabase.storage
  .from('reports')
  .createSignedUrl('2026/november.pdf', 3600, { download: true });`,
        },
      ],
    },
    {
      id: 'storage-from-create-signed-urls',
      summary: 'Creates signed addresses for several files at once, with one expiry.',
      examples: [
        {
          title: 'Links for a list',
          code: `const { data, error } = await supabase.storage
  .from('reports')
  .createSignedUrls(['2026/october.pdf', '2026/november.pdf'], 600);`,
        },
      ],
    },
    {
      id: 'storage-from-create-signed-upload-url',
      summary:
        'Creates a token that lets anyone upload to one path for two hours, so a server can allow a browser upload without giving it a key.',
      examples: [
        {
          title: 'On the server',
          code: `const { data, error } = await supabase.storage.from('uploads').createSignedUploadUrl('incoming/scan.pdf');
const token = data?.token;`,
        },
      ],
    },
    {
      id: 'storage-from-upload-to-signed-url',
      summary: 'Uploads a file with a token from `createSignedUploadUrl()`.',
      examples: [
        {
          title: 'In the browser',
          code: `const { data, error } = await supabase.storage
  .from('uploads')
  .uploadToSignedUrl('incoming/scan.pdf', token, file);`,
        },
      ],
    },
    {
      id: 'storage-from-purge-cache',
      summary:
        'Clears the CDN cache of one file after you replaced it, so readers get the new version. Needs the service role key: Storage refuses the call with the anon key or a user’s token, so run it on a server.',
      examples: [
        {
          title: 'Purge one file',
          code: `const { data, error } = await supabase.storage.from('avatars').purgeCache('users/42.png');`,
        },
      ],
    },
    {
      id: 'storage-from-to-base64',
      summary: 'Encodes a string as base64, the helper the client uses for upload metadata.',
      examples: [
        {
          title: 'Encode a string',
          code: `const encoded = supabase.storage.from('avatars').toBase64('hello');`,
        },
      ],
    },
  ],
};
