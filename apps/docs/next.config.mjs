import { createMDX } from 'fumadocs-mdx/next';
import { printConfigWarnings } from './build/config-warnings.mjs';

printConfigWarnings();

/** @type {import('next').NextConfig} */
const config = {
  output: 'export',
  // Every route is a folder with index.html, so any static server resolves it.
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` as its own step; checking again inside the build only doubles the time.
  typescript: { ignoreBuildErrors: true },
};

export default createMDX()(config);
