// `node bench/first-load.mjs`: the bench's first-load measure alone. Starts the built product
// (SQLite) and the compose gateway (Debian's nginx) in front of it, and prints, per deployment and
// encoding, the largest and smallest first-load JavaScript of the public pages as received over
// HTTP. `npm run bench` measures the same (bench/lib/gateway.mjs) among everything else.
import { ROOT, buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { firstLoadSummary } from './lib/frontend.mjs';
import { firstLoadsOfBothDeployments } from './lib/gateway.mjs';
import { startProduct } from './lib/product.mjs';

buildIfNeeded({ log: (text) => console.log(`[build] ${text}`) });
const product = await startProduct(ROOT, { DB_TYPE: 'sqlite' });
try {
  const { loads, gatewayError } = await firstLoadsOfBothDeployments(ROOT, product.baseUrl);
  if (gatewayError) console.log(gatewayError);
  for (const s of firstLoadSummary(loads)) {
    console.log(
      `${s.deployment}, Accept-Encoding ${s.acceptEncoding}: ${s.pages} pages x ${s.languages} languages, largest ${s.largest.totalKB} KB (${s.largest.page}, ${s.largest.language}), smallest ${s.smallest.totalKB} KB (${s.smallest.page}, ${s.smallest.language}); sent as ${s.encodings.join(', ')}`,
    );
  }
} finally {
  await product.stop();
}
