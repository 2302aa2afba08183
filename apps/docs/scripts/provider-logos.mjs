#!/usr/bin/env node
// Writes the sign-in providers' logos into public/images/auth-providers/ (build/provider-logos.mjs).
import { fileURLToPath } from 'node:url';
import { writeProviderLogos } from '../build/provider-logos.mjs';

const outDir = fileURLToPath(new URL('../public/images/auth-providers/', import.meta.url));
const written = await writeProviderLogos(outDir);
console.log(`provider-logos: ${written.length} files → public/images/auth-providers/`);
