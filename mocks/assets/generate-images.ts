/**
 * Writes the mock product pictures: one flat illustration per category and per product
 * type, plus the shop's picture, into mocks/assets/products/*.svg (committed files, served
 * as /mock-assets/products/<name>.svg). Plain shapes, no text (pictures are the same in
 * both locales) and no network. Run after changing a picture:
 *   ./node_modules/.bin/node mocks/assets/generate-images.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATEGORY_SEEDS } from '../src/seed/catalogue.ts';
import type { IconKey } from '../src/seed/catalogue/types.ts';

interface Art {
  /** Two background tones, light to lighter. */
  bg: readonly [string, string];
  body: string;
}

const CATEGORY_ART: Record<string, Art> = {
  fruits: {
    bg: ['#ffe3e0', '#fff4f2'],
    body: '<path d="M200 130c-40-28-105-12-105 62 0 62 45 118 78 118 12 0 18-6 27-6s15 6 27 6c33 0 78-56 78-118 0-74-65-90-105-62z" fill="#e5484d"/><path d="M200 132c2-26 10-44 24-56" stroke="#6b4226" stroke-width="10" stroke-linecap="round" fill="none"/><path d="M214 96c18-22 46-26 64-18-12 20-38 30-64 18z" fill="#46a758"/><ellipse cx="150" cy="180" rx="16" ry="28" fill="#fff" opacity=".35"/>',
  },
  vegetables: {
    bg: ['#fff0dc', '#fff8ee'],
    body: '<path d="M176 150l48 0-14 180c-2 14-18 14-20 0z" fill="#f76b15"/><path d="M186 190h22M190 240h18M194 290h12" stroke="#c4500e" stroke-width="6" stroke-linecap="round"/><path d="M200 150c-10-40-36-60-60-62 8 28 30 52 60 62zm0 0c10-40 36-60 60-62-8 28-30 52-60 62zm0 0c-4-40 0-64 0-80 6 16 8 40 0 80z" fill="#46a758"/>',
  },
  meat: {
    bg: ['#fde2e4', '#fff3f4'],
    body: '<path d="M110 200c0-60 60-90 120-80 60 10 80 60 64 108-14 44-64 66-116 60-46-6-68-44-68-88z" fill="#c62f3b"/><path d="M130 205c10-40 50-62 96-56 40 6 56 40 44 72" stroke="#fbe5e1" stroke-width="12" fill="none" stroke-linecap="round"/><circle cx="236" cy="206" r="22" fill="#fbe5e1"/><circle cx="236" cy="206" r="10" fill="#e9c5bf"/>',
  },
  fish: {
    bg: ['#dff3fb', '#f1fafd'],
    body: '<path d="M96 210c40-62 130-72 196 0-66 72-156 62-196 0z" fill="#3e9fd0"/><path d="M286 210l52-44v88z" fill="#2b7fae"/><circle cx="146" cy="198" r="10" fill="#fff"/><circle cx="146" cy="198" r="5" fill="#143b52"/><path d="M180 180c14 18 14 42 0 60M214 176c14 20 14 48 0 68" stroke="#cde9f6" stroke-width="6" fill="none" stroke-linecap="round"/>',
  },
  dairy: {
    bg: ['#e6f0ff', '#f5f9ff'],
    body: '<path d="M166 96h68v36l26 40v150c0 10-8 18-18 18h-84c-10 0-18-8-18-18V172l26-40z" fill="#fff" stroke="#8fb3e8" stroke-width="8"/><rect x="150" y="214" width="100" height="60" rx="8" fill="#3b7ddd"/><circle cx="200" cy="244" r="16" fill="#fff"/><rect x="160" y="86" width="80" height="18" rx="6" fill="#3b7ddd"/>',
  },
  bakery: {
    bg: ['#fbeedd', '#fdf7ef'],
    body: '<path d="M96 236c0-62 48-100 104-100s104 38 104 100c0 24-14 40-34 40H130c-20 0-34-16-34-40z" fill="#d08a3e"/><path d="M150 176l20 40M196 164l12 50M240 174l-6 44" stroke="#f2c98f" stroke-width="10" stroke-linecap="round"/><rect x="96" y="270" width="208" height="20" rx="10" fill="#b06f2a"/>',
  },
  grains: {
    bg: ['#f4f0e1', '#fbf9f1'],
    body: '<path d="M96 200h208c0 70-46 116-104 116S96 270 96 200z" fill="#7c5c3b"/><ellipse cx="200" cy="200" rx="104" ry="22" fill="#5d4229"/><path d="M116 196c20-40 148-40 168 0" fill="#fffdf6"/><g fill="#efe6cc"><ellipse cx="160" cy="178" rx="7" ry="3"/><ellipse cx="190" cy="170" rx="7" ry="3"/><ellipse cx="222" cy="174" rx="7" ry="3"/><ellipse cx="248" cy="184" rx="7" ry="3"/><ellipse cx="176" cy="190" rx="7" ry="3"/><ellipse cx="210" cy="188" rx="7" ry="3"/></g>',
  },
  spices: {
    bg: ['#fdebd9', '#fef6ee'],
    body: '<path d="M86 290c10-50 38-74 58-74s48 24 58 74z" fill="#e5a50a"/><path d="M198 290c10-50 38-74 58-74s48 24 58 74z" fill="#c93c20"/><path d="M142 290c10-62 40-92 58-92s48 30 58 92z" fill="#8d5a2b"/><rect x="76" y="286" width="248" height="14" rx="7" fill="#6b4226"/>',
  },
  beverages: {
    bg: ['#e4f7ec', '#f3fcf6'],
    body: '<path d="M136 130h128l-18 190c-1 10-10 18-20 18h-52c-10 0-19-8-20-18z" fill="#d5f0e0" stroke="#30a46c" stroke-width="8"/><path d="M146 190h108l-10 126c-1 8-7 14-15 14h-58c-8 0-14-6-15-14z" fill="#f5a623"/><path d="M220 90l-16 160" stroke="#e5484d" stroke-width="10" stroke-linecap="round"/><circle cx="250" cy="140" r="26" fill="#46a758"/>',
  },
  snacks: {
    bg: ['#f3e8ff', '#faf5ff'],
    body: '<path d="M130 170h140v80H130z" fill="#8e4ec6"/><path d="M130 170l-40-26v132l40-26zM270 170l40-26v132l-40-26z" fill="#b48ae0"/><path d="M160 196h80M160 224h80" stroke="#e9dcfa" stroke-width="8" stroke-linecap="round"/>',
  },
  frozen: {
    bg: ['#e3f4ff', '#f3faff'],
    body: '<g stroke="#3e9fd0" stroke-width="12" stroke-linecap="round"><path d="M200 100v200M113 150l174 100M113 250l174-100"/><path d="M176 112l24 22 24-22M176 288l24-22 24 22M110 180l32-6-10-30M290 220l-32 6 10 30M110 220l32 6-10 30M290 180l-32-6 10-30" fill="none"/></g>',
  },
  household: {
    bg: ['#e7f5f3', '#f4fbfa'],
    body: '<path d="M160 170h80l14 150c1 10-7 18-17 18h-74c-10 0-18-8-17-18z" fill="#12a594"/><path d="M176 120h48v50h-48z" fill="#0d7d70"/><path d="M224 126h44l-10 20h-34z" fill="#0d7d70"/><path d="M270 130l28-10M270 140l30 4M270 134l26 20" stroke="#7fd6cb" stroke-width="5" stroke-linecap="round"/><rect x="176" y="214" width="48" height="60" rx="8" fill="#e7f5f3"/>',
  },
  meals: {
    bg: ['#fff1e0', '#fff8f0'],
    body: '<ellipse cx="200" cy="286" rx="128" ry="24" fill="#d9d3c7"/><path d="M100 276c0-70 44-124 100-124s100 54 100 124z" fill="#c0c6cf"/><path d="M124 256c6-46 36-80 76-86" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" opacity=".7"/><circle cx="200" cy="142" r="14" fill="#8b95a3"/>',
  },
};

const ICON_ART: Record<IconKey, Art> = {
  dates: {
    bg: ['#f6eadf', '#fbf5ef'],
    body: '<g fill="#7a3e1d"><ellipse cx="150" cy="220" rx="38" ry="64" transform="rotate(-20 150 220)"/><ellipse cx="250" cy="220" rx="38" ry="64" transform="rotate(20 250 220)"/></g><ellipse cx="200" cy="196" rx="40" ry="68" fill="#964d24"/><path d="M186 150c4-10 12-16 20-18" stroke="#d7a27a" stroke-width="8" fill="none" stroke-linecap="round"/>',
  },
  citrus: {
    bg: ['#fff1d6', '#fff9ec'],
    body: '<circle cx="200" cy="210" r="108" fill="#f59e0b"/><circle cx="200" cy="210" r="90" fill="#fde6a8"/><g stroke="#f59e0b" stroke-width="8"><path d="M200 120v180M110 210h180M136 146l128 128M136 274l128-128"/></g><circle cx="200" cy="210" r="12" fill="#fff7e0"/>',
  },
  berries: {
    bg: ['#ffe6ea', '#fff4f6'],
    body: '<path d="M200 330c-60-40-104-110-96-160 6-36 46-46 96-30 50-16 90-6 96 30 8 50-36 120-96 160z" fill="#e5484d"/><path d="M150 130c20 20 80 20 100 0-10-20-30-28-50-24-20-4-40 4-50 24z" fill="#46a758"/><g fill="#ffd6a0"><circle cx="170" cy="190" r="5"/><circle cx="230" cy="190" r="5"/><circle cx="200" cy="220" r="5"/><circle cx="160" cy="240" r="5"/><circle cx="240" cy="240" r="5"/><circle cx="200" cy="270" r="5"/></g>',
  },
  leafy: {
    bg: ['#e3f6e5', '#f2fbf3'],
    body: '<path d="M110 300c0-120 70-190 190-200 0 120-70 200-190 200z" fill="#46a758"/><path d="M110 300C170 240 220 180 282 118M180 230l-6-50M220 190l-4-40M176 232l46 6M216 192l40 6" stroke="#bfe8c4" stroke-width="8" fill="none" stroke-linecap="round"/>',
  },
  chicken: {
    bg: ['#fff0dd', '#fff8ef'],
    body: '<path d="M160 120c50-30 120 10 120 70 0 50-40 80-80 80l-40 40-30-30 40-40c-20-30-40-90-10-120z" fill="#d9822b"/><path d="M150 280l-28 28c-10-6-24-2-26 10s12 22 22 16c-4 12 8 24 18 18s10-20 2-26l26-26z" fill="#fff3e2" stroke="#e6c8a4" stroke-width="4"/><path d="M190 150c20-10 50 0 60 24" stroke="#f3b677" stroke-width="10" fill="none" stroke-linecap="round"/>',
  },
  cheese: {
    bg: ['#fff6d6', '#fffbea'],
    body: '<path d="M90 250l200-110 30 40v120H90z" fill="#f5c518"/><path d="M90 250h230v50H90z" fill="#e0ae00"/><path d="M90 250l200-110 30 40z" fill="#ffe066"/><g fill="#b98d00"><circle cx="150" cy="276" r="12"/><circle cx="230" cy="270" r="9"/><circle cx="280" cy="286" r="7"/></g>',
  },
  eggs: {
    bg: ['#fdf1e4', '#fef8f1'],
    body: '<ellipse cx="160" cy="222" rx="56" ry="74" fill="#fffaf2" stroke="#ead7bd" stroke-width="6"/><ellipse cx="246" cy="236" rx="52" ry="68" fill="#e9c9a0"/><ellipse cx="146" cy="196" rx="12" ry="20" fill="#fff"/>',
  },
  bread: {
    bg: ['#fbeedd', '#fdf7ef'],
    body: '<circle cx="200" cy="212" r="112" fill="#e9b872"/><circle cx="200" cy="212" r="92" fill="#f3cf94"/><g fill="#c98a3c"><circle cx="160" cy="180" r="9"/><circle cx="230" cy="170" r="7"/><circle cx="250" cy="236" r="10"/><circle cx="180" cy="250" r="8"/><circle cx="206" cy="214" r="6"/></g>',
  },
  coffee: {
    bg: ['#f2e9e1', '#f9f4f0'],
    body: '<path d="M116 180h150v70c0 42-34 76-76 76h0c-40 0-74-34-74-76z" fill="#8b5a3c"/><path d="M266 196h16c18 0 30 14 30 30s-12 30-30 30h-22" stroke="#8b5a3c" stroke-width="14" fill="none"/><ellipse cx="191" cy="182" rx="75" ry="14" fill="#5c3a24"/><path d="M160 150c-12-16 12-26 0-44M200 150c-12-16 12-26 0-44M240 150c-12-16 12-26 0-44" stroke="#c7b09e" stroke-width="8" fill="none" stroke-linecap="round"/>',
  },
  water: {
    bg: ['#e1f2fd', '#f1f9fe'],
    body: '<path d="M200 92c40 60 90 112 90 162 0 50-40 82-90 82s-90-32-90-82c0-50 50-102 90-162z" fill="#3e9fd0"/><path d="M150 250c0 30 20 50 44 54" stroke="#cde9f6" stroke-width="12" fill="none" stroke-linecap="round"/>',
  },
  sandwich: {
    bg: ['#fff0dd', '#fff8ef'],
    body: '<g transform="translate(-70 -50) scale(1.35)"><path d="M130 110l110 40-70 190z" fill="#f2d2a4"/><path d="M150 128l80 30-50 142z" fill="#46a758"/><path d="M165 150l52 20-34 96z" fill="#d9822b"/><path d="M130 110l110 40" stroke="#c99e64" stroke-width="8" stroke-linecap="round"/><path d="M140 250l50 20-20 60z" fill="#fff" opacity=".8"/></g>',
  },
  grill: {
    bg: ['#fde6dc', '#fef4ef'],
    body: '<path d="M80 300L320 110" stroke="#8b95a3" stroke-width="8" stroke-linecap="round"/><g transform="rotate(-38 200 205)"><rect x="110" y="180" width="46" height="50" rx="12" fill="#a23b2a"/><rect x="164" y="180" width="30" height="50" rx="10" fill="#46a758"/><rect x="202" y="180" width="46" height="50" rx="12" fill="#a23b2a"/><rect x="256" y="180" width="30" height="50" rx="10" fill="#f5a623"/></g>',
  },
  icecream: {
    bg: ['#ffe7f1', '#fff4f9'],
    body: '<path d="M150 210h100l-50 130z" fill="#e0a96d"/><path d="M160 226l70 0M170 254l52 0M182 282l30 0" stroke="#c4874a" stroke-width="5"/><circle cx="200" cy="176" r="60" fill="#f7a8c8"/><circle cx="168" cy="200" r="30" fill="#f7a8c8"/><circle cx="232" cy="200" r="30" fill="#f7a8c8"/><circle cx="200" cy="112" r="14" fill="#e5484d"/>',
  },
};

const SHOP_ART: Art = {
  bg: ['#e4f7ec', '#f3fcf6'],
  body: '<rect x="100" y="170" width="200" height="150" fill="#fff" stroke="#30a46c" stroke-width="8"/><path d="M90 130h220l-10 50H100z" fill="#30a46c"/><path d="M126 130l-6 50M163 130l-2 50M200 130v50M237 130l2 50M274 130l6 50" stroke="#d5f0e0" stroke-width="10"/><rect x="130" y="220" width="60" height="100" fill="#d5f0e0"/><rect x="214" y="220" width="62" height="50" fill="#f5a623"/>',
};

function svg(art: Art): string {
  const [from, to] = art.bg;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" role="img" aria-hidden="true"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="400" height="400" rx="40" fill="url(#bg)"/>${art.body}</svg>\n`;
}

const outDir = join(import.meta.dirname, 'products');
mkdirSync(outDir, { recursive: true });
for (const file of readdirSync(outDir)) if (file.endsWith('.svg')) rmSync(join(outDir, file));

const files: [string, Art][] = [
  ...CATEGORY_SEEDS.map((category): [string, Art] => {
    const art = CATEGORY_ART[category.key];
    if (!art) throw new Error(`No picture for category ${category.key}: add one to CATEGORY_ART.`);
    return [`cat-${category.key}.svg`, art];
  }),
  ...Object.entries(ICON_ART).map(([key, art]): [string, Art] => [`${key}.svg`, art]),
  ['shop.svg', SHOP_ART],
];
let bytes = 0;
for (const [name, art] of files) {
  const text = svg(art);
  writeFileSync(join(outDir, name), text);
  bytes += Buffer.byteLength(text);
}
console.log(`Wrote ${files.length} pictures (${(bytes / 1024).toFixed(1)} KB) to ${outDir}`);
