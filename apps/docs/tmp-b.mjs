import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
let t=performance.now(); const lap=(l)=>{const n=performance.now(); console.log(l, ((n-t)/1000).toFixed(2)); t=n;};
const db = await PGlite.create(); lap('create');
await db.exec(readFileSync('lib/docs-as-code/platform-stand-in.sql','utf8')); lap('standin');
const dump = await db.dumpDataDir('none'); lap('dump'); await db.close();
const db2 = await PGlite.create({ loadDataDir: dump }); lap('from dump');
await db2.exec('select 1'); lap('q');
