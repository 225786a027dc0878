// @ts-check
/**
 * The about-page loop: colourful tees pegged on a rooftop clothesline, swaying in a
 * sea breeze while marigold petals drift past. Every motion has a whole number of cycles
 * in the clip, so the last frame flows into the first.
 *
 * Frames are drawn as SVG, rasterised with sharp into a temp dir and encoded with ffmpeg:
 *   public/media/about-loop.mp4   H.264, yuv420p, faststart, no audio, 640×360, 24 fps, 6 s
 *   public/media/about-loop.webm  VP9, kept only when smaller than the MP4
 *   public/images/site/about-poster.webp  the first frame
 * Run: node scripts/art/video.mjs
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createRng } from './lib/random.mjs';
import { P, doc, idGen, linearGradient, r1, radialGradient, tee } from './site/kit.mjs';
import { writeManifest } from './site/manifest.mjs';
import { IMAGE_DIR, MEDIA_DIR, poster, video } from './site/spec.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FFMPEG = process.env.FFMPEG ?? 'ffmpeg';
const { width: W, height: H, fps: FPS, seconds: SECONDS } = video;
const FRAMES = FPS * SECONDS;
const TAU = Math.PI * 2;

/** Fails early, and clearly, when ffmpeg is not installed. */
function requireFfmpeg() {
  const r = spawnSync(FFMPEG, ['-hide_banner', '-version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    throw new Error(
      `ffmpeg was not found (tried "${FFMPEG}"). Install it (e.g. "apt-get install ffmpeg") or set FFMPEG=/path/to/ffmpeg, then run "node scripts/art/video.mjs" again.`,
    );
  }
  const encoders = spawnSync(FFMPEG, ['-hide_banner', '-encoders'], { encoding: 'utf8' }).stdout ?? '';
  if (!encoders.includes('libx264')) throw new Error('This ffmpeg has no libx264 encoder, which the MP4 needs.');
  return { vp9: encoders.includes('libvpx-vp9') };
}

/** @param {string[]} args */
function ffmpeg(args) {
  const r = spawnSync(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', ...args], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ffmpeg failed: ${r.stderr || r.error?.message}`);
}

// --- the scene -------------------------------------------------------------------------

const R = createRng(606);
const petalSeeds = Array.from({ length: 22 }, () => ({
  x0: R.next(),
  y0: R.range(20, H - 40),
  laps: R.pick([1, 1, 2]),
  bob: R.range(8, 26),
  bobK: R.pick([1, 2, 3]),
  phase: R.range(0, TAU),
  spin: R.pick([-2, -1, 1, 2]),
  rot0: R.range(0, 180),
  size: R.range(4, 8),
  color: R.pick([P.marigold, P.marigold, P.saffron, P.rani, '#ffd27a']),
}));

/** @type {[string, import('./site/kit.mjs').TeeOpts][]} */
const line = [
  ['a', { color: P.marigold, print: 'sun', printColor: P.rani, printColor2: P.indigo }],
  ['b', { color: P.rani, print: 'flower', printColor: P.cream, printColor2: P.marigold }],
  ['c', { color: P.teal, print: 'wave', printColor: P.cream, printColor2: P.marigold }],
  ['d', { color: P.cream, trim: P.indigo, print: 'mountain', printColor: P.saffron, printColor2: P.indigo }],
  ['e', { color: P.indigo, print: 'stripes', printColor: '#41449f' }],
];

/** Static backdrop (sky, skyline, terrace), drawn once. */
function backdrop() {
  let defs = linearGradient('sky', [[0, '#ffe9c7'], [0.6, '#ffd6a0'], [1, '#f7b98a']]);
  defs += radialGradient('sun', [[0, '#fff6d8'], [0.5, '#ffe08a'], [1, '#ffe08a', 0]], { cx: 0.5, cy: 0.5, r: 0.5 });
  let b = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  b += `<circle cx="470" cy="150" r="120" fill="url(#sun)" opacity="0.9"/><circle cx="470" cy="150" r="44" fill="#ffcf66"/>`;
  // distant sea strip
  b += `<rect y="218" width="${W}" height="30" fill="#f2c6a0"/><path d="M0 224H${W}" stroke="#fbe0c2" stroke-width="2" opacity="0.8"/>`;
  // skyline: two layers of blocky buildings with rooftop water tanks
  const sky = createRng(88);
  for (const [base, col, minH, maxH] of /** @type {[number, string, number, number][]} */ ([
    [250, '#e9a98c', 30, 90],
    [270, '#d98d7a', 20, 60],
  ])) {
    let x = -10;
    let d = '';
    let tanks = '';
    let win = '';
    while (x < W) {
      const w = sky.range(34, 70);
      const h = sky.range(minH, maxH);
      d += `M${r1(x)} ${base}V${r1(base - h)}H${r1(x + w)}V${base}Z`;
      if (sky.next() < 0.5) tanks += `<rect x="${r1(x + w * 0.3)}" y="${r1(base - h - 10)}" width="12" height="10" rx="2"/>`;
      // a few lit windows
      for (let wy = base - h + 10; wy < base - 12; wy += 16) {
        for (let wx = x + 8; wx < x + w - 12; wx += 14) if (sky.next() < 0.35) win += `<rect x="${r1(wx)}" y="${r1(wy)}" width="6" height="8"/>`;
      }
      x += w + sky.range(-4, 6);
    }
    b += `<g fill="${col}"><path d="${d}"/>${tanks}</g><g fill="#ffe6b8" opacity="0.55">${win}</g>`;
  }
  // terrace: parapet wall with a teal tile edge
  b += `<rect y="292" width="${W}" height="${H - 292}" fill="#f4dcb8"/><rect y="286" width="${W}" height="12" fill="${P.teal}"/><rect y="286" width="${W}" height="3" fill="#4fb3a6"/>`;
  for (let x = 0; x < W; x += 40) b += `<path d="M${x} 298V${H}" stroke="#e5c69a" stroke-width="2"/>`;
  // clothesline posts
  b += `<rect x="18" y="40" width="10" height="260" fill="${P.woodDark}"/><rect x="612" y="40" width="10" height="260" fill="${P.woodDark}"/>`;
  b += `<rect x="10" y="36" width="26" height="8" rx="3" fill="${P.woodDark}"/><rect x="604" y="36" width="26" height="8" rx="3" fill="${P.woodDark}"/>`;
  // a pot of marigolds on the parapet
  b += `<path d="M540 290H600L592 340H548Z" fill="#c0603a"/><rect x="536" y="284" width="68" height="10" rx="4" fill="#d9774a"/>`;
  const fl = createRng(3);
  for (let i = 0; i < 7; i++) {
    const fx = 548 + i * 8 + fl.range(-3, 3);
    const fy = 262 + fl.range(-12, 8);
    b += `<path d="M${r1(fx)} 286L${r1(fx)} ${r1(fy)}" stroke="${P.leaf}" stroke-width="2.5"/><circle cx="${r1(fx)}" cy="${r1(fy)}" r="8" fill="${i % 3 ? P.marigold : P.saffron}"/><circle cx="${r1(fx)}" cy="${r1(fy)}" r="3" fill="${P.saffronDark}"/>`;
  }
  return { defs, svg: b };
}

const BACK = backdrop();
// tees are drawn once each (same ids every frame) and moved by transforms
const teeIds = idGen('v');
const TEES = line.map(([, o]) => tee(teeIds, 0, 0, 104, o));
const TEE_DEFS = TEES.map((t) => t.defs).join('');

/** @param {number} i frame index */
function frame(i) {
  const u = i / FRAMES; // 0..1 over the loop
  const sag = 46 + 6 * Math.sin(TAU * u);
  const lineY = (/** @type {number} */ x) => {
    const t = (x - 23) / (617 - 23);
    return 44 + 4 * t * (1 - t) * sag;
  };
  let b = BACK.svg;
  b += `<path d="M23 44Q320 ${r1(44 + 2 * sag)} 617 44" stroke="#6b4a2e" stroke-width="2" fill="none"/>`;
  TEES.forEach((t, k) => {
    const x = 90 + k * 115;
    const y = lineY(x);
    const phase = k * 1.3;
    const rot = 5 * Math.sin(TAU * u + phase) + 2 * Math.sin(TAU * 2 * u + phase * 2);
    const skew = 4 * Math.sin(TAU * u + phase + 0.8);
    const billow = 1 + 0.035 * Math.sin(TAU * 2 * u + phase);
    // the tee, then its pegs
    b += `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rot)}) skewX(${r1(skew)}) scale(${Math.round(billow * 1000) / 1000} 1)">${t.svg}</g>`;
    b += `<rect x="${r1(x - 32)}" y="${r1(lineY(x - 28) - 8)}" width="5" height="15" rx="2" fill="${P.woodDark}"/><rect x="${r1(x + 27)}" y="${r1(lineY(x + 30) - 8)}" width="5" height="15" rx="2" fill="${P.woodDark}"/>`;
  });
  for (const p of petalSeeds) {
    const fx = (((p.x0 + p.laps * u) % 1) + 1) % 1;
    const x = -30 + fx * (W + 60);
    const y = p.y0 + p.bob * Math.sin(TAU * p.bobK * u + p.phase);
    const a = p.rot0 + 360 * p.spin * u;
    b += `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(p.size)}" ry="${r1(p.size * 0.5)}" transform="rotate(${r1(a)} ${r1(x)} ${r1(y)})" fill="${p.color}" opacity="0.9"/>`;
  }
  return doc(W, H, BACK.defs + TEE_DEFS, b);
}

export async function buildVideo() {
  const { vp9 } = requireFfmpeg();
  const mediaDir = path.join(ROOT, MEDIA_DIR);
  const imageDir = path.join(ROOT, IMAGE_DIR);
  await mkdir(mediaDir, { recursive: true });
  await mkdir(imageDir, { recursive: true });
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'rangeela-video-'));
  /** @type {[string, number, string][]} */
  const report = [];
  try {
    // frames, a few at a time
    for (let start = 0; start < FRAMES; start += 8) {
      const batch = [];
      for (let i = start; i < Math.min(FRAMES, start + 8); i++) {
        const file = path.join(tmp, `f${String(i).padStart(4, '0')}.png`);
        batch.push(sharp(Buffer.from(frame(i))).removeAlpha().png({ compressionLevel: 1 }).toFile(file));
      }
      await Promise.all(batch);
    }
    const input = ['-framerate', String(FPS), '-i', path.join(tmp, 'f%04d.png')];
    const common = ['-an', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-frames:v', String(FRAMES)];

    // MP4: the best quality that fits the budget
    const mp4 = path.join(mediaDir, path.basename(video.mp4));
    let crf = 20;
    let mp4Bytes = Infinity;
    for (; crf <= 36; crf += 2) {
      ffmpeg([...input, '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', String(crf), '-pix_fmt', 'yuv420p', '-movflags', '+faststart', ...common, mp4]);
      mp4Bytes = (await stat(mp4)).size;
      if (mp4Bytes <= video.budget) break;
    }
    if (mp4Bytes > video.budget) throw new Error(`about-loop.mp4 is ${mp4Bytes} bytes even at crf ${crf}; the budget is ${video.budget}`);
    report.push([path.relative(ROOT, mp4), mp4Bytes, `H.264 crf ${crf}, ${W}×${H}, ${FPS} fps, ${SECONDS} s`]);

    // WebM (VP9): kept only when it beats the MP4
    const webm = path.join(mediaDir, path.basename(video.webm));
    await rm(webm, { force: true });
    if (vp9) {
      const tmpWebm = path.join(tmp, 'out.webm');
      ffmpeg([...input, '-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-deadline', 'good', '-cpu-used', '1', '-row-mt', '1', '-pix_fmt', 'yuv420p', ...common, tmpWebm]);
      const webmBytes = (await stat(tmpWebm)).size;
      if (webmBytes < mp4Bytes) {
        await writeFile(webm, await readFile(tmpWebm));
        report.push([path.relative(ROOT, webm), webmBytes, 'VP9 crf 38 (smaller than the MP4, kept)']);
      } else {
        report.push(['(about-loop.webm skipped)', webmBytes, `VP9 was not smaller than the MP4 (${webmBytes} vs ${mp4Bytes} bytes)`]);
      }
    }

    // poster: the first frame
    const posterFile = path.join(imageDir, `${poster.name}.webp`);
    let q = 75;
    let buf = await sharp(path.join(tmp, 'f0000.png')).webp({ quality: q, effort: 6 }).toBuffer();
    while (buf.length > poster.budget && q > 50) {
      q -= 5;
      buf = await sharp(path.join(tmp, 'f0000.png')).webp({ quality: q, effort: 6 }).toBuffer();
    }
    if (buf.length > poster.budget) throw new Error(`about-poster.webp is ${buf.length} bytes; the budget is ${poster.budget}`);
    await writeFile(posterFile, buf);
    report.push([path.relative(ROOT, posterFile), buf.length, `${W}×${H} q${q}`]);
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
  const manifest = await writeManifest(ROOT);
  report.push([path.relative(ROOT, manifest), (await stat(manifest)).size, 'ts (webm entry updated)']);
  return report;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const t0 = Date.now();
  const report = await buildVideo();
  for (const [file, bytes, note] of report) console.log(`${file.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${note}`);
  console.log(`video done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
