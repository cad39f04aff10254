/**
 * Generates the starter illustrations that ship with the repository
 * (data/starter/images/*.webp, the brand emblem and favicons) plus the
 * manifest data/starter/images.json, which the seed copies (server/db/seed/seed.ts
 * reads the manifest). It is not part of the server: only a developer changing the
 * starter venue runs it, and the generated files are committed.
 *
 * Every image is a hand-written SVG illustration assembled from small drawing
 * helpers (skies, hills, willow trees, chandeliers, tables, chairs, arches,
 * string lights, ...) and rasterised with sharp. The script is fully
 * deterministic (seeded PRNG) and works offline.
 *
 *   npm run starter:images                       # everything
 *   npm run starter:images -- hero gala          # only files whose name contains an argument
 *   DUMP_SVG=/tmp npm run starter:images         # also write the source SVGs there
 *
 * The manifest and the brand assets are always rewritten from the catalogue
 * (catalogue/). The drawing helpers live beside this file, one file per kind of
 * thing drawn (svg.ts and canvas.ts are the primitives; scenes/ composes them).
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BRAND, faviconSvg, logoSvg, type ManifestEntry } from './brand.ts';
import { Canvas } from './canvas.ts';
import { IMAGES } from './catalogue/index.ts';
import type { ImageSpec, Kind } from './catalogue/spec.ts';
import { hashSeed } from './random.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const STARTER_DIR = path.join(ROOT, 'data', 'starter');
const OUT_DIR = path.join(STARTER_DIR, 'images');
const MANIFEST = path.join(STARTER_DIR, 'images.json');
const WEBP_QUALITY = 78;

const KIND_ORDER: readonly Kind[] = ['hero', 'gallery', 'event', 'about', 'brand'];

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

async function renderImage(spec: ImageSpec): Promise<number> {
  const canvas = new Canvas(spec.width, spec.height, hashSeed(spec.file));
  const svg = canvas.svg(spec.draw(canvas));
  if (process.env.DUMP_SVG) await writeFile(path.join(process.env.DUMP_SVG, spec.file.replace(/\.webp$/, '.svg')), svg);
  const out = path.join(OUT_DIR, spec.file);
  const buf = await sharp(Buffer.from(svg)).resize(spec.width, spec.height).webp({ quality: WEBP_QUALITY, effort: 6, smartSubsample: true }).toBuffer();
  await writeFile(out, buf);
  return buf.length;
}

async function renderBrand(): Promise<void> {
  const logo = logoSvg();
  const favicon = faviconSvg();
  await writeFile(path.join(OUT_DIR, 'logo.svg'), logo);
  await writeFile(path.join(OUT_DIR, 'favicon.svg'), favicon);
  const png = await sharp(Buffer.from(favicon), { density: 96 }).resize(64, 64).png({ compressionLevel: 9, palette: true }).toBuffer();
  await writeFile(path.join(OUT_DIR, 'favicon.png'), png);
  console.log(`${'logo.svg'.padEnd(36)} 64x64      ${kb(Buffer.byteLength(logo))}`);
  console.log(`${'favicon.svg'.padEnd(36)} 64x64      ${kb(Buffer.byteLength(favicon))}`);
  console.log(`${'favicon.png'.padEnd(36)} 64x64      ${kb(png.length)}`);
}

function checkCatalogue(): void {
  const seen = new Set<string>();
  for (const spec of IMAGES) {
    if (seen.has(spec.file)) throw new Error(`duplicate file name ${spec.file}`);
    seen.add(spec.file);
    if (spec.kind === 'gallery' ? spec.category === null : spec.category !== null) throw new Error(`${spec.file}: only gallery images carry a category`);
  }
  const categories = ['Weddings', 'Ceremonies', 'Receptions', 'Corporate', 'Décor'] as const;
  for (const cat of categories) {
    const n = IMAGES.filter((i) => i.category === cat).length;
    if (n < 2) throw new Error(`gallery category ${cat} has ${n} image(s); at least 2 are required`);
  }
}

async function main(): Promise<void> {
  checkCatalogue();
  const only = process.argv.slice(2);
  await mkdir(OUT_DIR, { recursive: true });
  const selected = only.length ? IMAGES.filter((i) => only.some((o) => i.file.includes(o))) : IMAGES;
  let total = 0;
  for (const spec of selected) {
    const size = await renderImage(spec);
    total += size;
    const warn = size > 120 * 1024 ? '  (over 120 kB budget)' : '';
    console.log(`${spec.file.padEnd(36)} ${`${spec.width}x${spec.height}`.padEnd(10)} ${kb(size)}${warn}`);
  }
  await renderBrand();

  const manifest: ManifestEntry[] = [...IMAGES]
    .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind))
    .map((i): ManifestEntry => ({ file: i.file, kind: i.kind, title: i.title, category: i.category, altText: i.altText, width: i.width, height: i.height }))
    .concat(BRAND);
  await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);

  const known = new Set(manifest.map((m) => m.file));
  const stray = (await readdir(OUT_DIR)).filter((name) => !known.has(name));
  if (stray.length) console.warn(`note: files in ${path.relative(ROOT, OUT_DIR)} not listed in the manifest: ${stray.join(', ')}`);
  console.log(`\n${selected.length} illustrations (${kb(total)}) + 3 brand assets; manifest: ${path.relative(ROOT, MANIFEST)} (${manifest.length} entries)`);
}

await main();
