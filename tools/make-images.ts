/**
 * tools/make-images.ts
 *
 * Renders the site's placeholder "studio photography" (products, lifestyle
 * scenes, banners) entirely locally and writes JPEGs + a few SVG icons into
 * fixtures/images/. Nothing is downloaded: every image is drawn procedurally in
 * headless Chromium (playwright-core driving /usr/bin/chromium) with canvas 2D,
 * a tiny SDF ray-marcher (golf club heads), a lathe renderer (vases, bowls,
 * porcelain) and an "inflate" shader for soft goods.
 *
 * Deterministic: all randomness comes from a seeded PRNG (no Math.random).
 *
 *   npx tsx tools/make-images.ts            # render everything
 *   npx tsx tools/make-images.ts driver     # only files whose name contains "driver"
 *
 * Env: CHROMIUM_PATH (default /usr/bin/chromium), MI_WORKERS (parallel pages,
 * default 2), MI_DEBUG=1 (forward in-page timing logs).
 * JPEG quality starts at 78 and steps down only if a file exceeds its size budget.
 * QR codes are rendered by the site itself, so no qr-*.png is produced here.
 */
import { chromium } from 'playwright-core';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'fixtures', 'images');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUALITY = 78;

/* ------------------------------------------------------------------------ */
/* In-page renderer (plain JS, evaluated inside Chromium).                  */
/* ------------------------------------------------------------------------ */
const PAGE_JS = String.raw`
'use strict';
/* ---------- core utilities (runs inside Chromium) ---------- */
var W = 0, H = 0;
var CV = document.getElementById('c');
var X = CV.getContext('2d', { willReadFrequently: true });
function mulberry(a) { return function () { a |= 0; a = a + 0x6D2B79F5 | 0; var t = Math.imul(a ^ a >>> 15, 1 | a); t = t + Math.imul(t ^ t >>> 7, 61 | t) ^ t; return ((t ^ t >>> 14) >>> 0) / 4294967296; }; }
var rnd = mulberry(1);
function seed(s) { rnd = mulberry(s); NSEED = s * 7919 | 0; }
function rr(a, b) { return a + (b - a) * rnd(); }
function ri(a, b) { return Math.floor(rr(a, b + 1)); }
function gauss() { return (rnd() + rnd() + rnd() - 1.5) / 1.5; }
function hyp(a, b, c) { return Math.sqrt(a * a + b * b + (c ? c * c : 0)); }
function clamp(v, a, b) { return v < a ? a : v > b ? b : v; }
function lerp(a, b, t) { return a + (b - a) * t; }
function sstep(a, b, x) { var t = clamp((x - a) / (b - a), 0, 1); return t * t * (3 - 2 * t); }
function mixc(a, b, t) { return [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)]; }
function hex(h) { var n = parseInt(h.slice(1), 16); return [(n >> 16 & 255) / 255, (n >> 8 & 255) / 255, (n & 255) / 255]; }
function css(c, a) { return 'rgba(' + Math.round(clamp(c[0], 0, 1) * 255) + ',' + Math.round(clamp(c[1], 0, 1) * 255) + ',' + Math.round(clamp(c[2], 0, 1) * 255) + ',' + (a === undefined ? 1 : a) + ')'; }
function rgba(r, g, b, a) { return 'rgba(' + r + ',' + g + ',' + b + ',' + (a === undefined ? 1 : a) + ')'; }
var NSEED = 1;
function hash2(x, y) { var h = Math.imul(x, 374761393) + Math.imul(y, 668265263) + NSEED | 0; h = Math.imul(h ^ (h >>> 13), 1274126177); return ((h ^ (h >>> 16)) >>> 0) / 4294967296; }
function vnoise(x, y) { var xi = Math.floor(x), yi = Math.floor(y), xf = x - xi, yf = y - yi; var u = xf * xf * (3 - 2 * xf), v = yf * yf * (3 - 2 * yf); var a = hash2(xi, yi), b = hash2(xi + 1, yi), c = hash2(xi, yi + 1), d = hash2(xi + 1, yi + 1); return a + (b - a) * u + (c - a) * v + (a - b - c + d) * u * v; }
function fbm(x, y, o) { var s = 0, a = 0.5, f = 1, n = 0; for (var i = 0; i < o; i++) { s += a * vnoise(x * f + i * 17.3, y * f - i * 9.1); n += a; f *= 2.03; a *= 0.5; } return s / n; }
function canvas(w, h) { var c = document.createElement('canvas'); c.width = Math.max(1, Math.round(w)); c.height = Math.max(1, Math.round(h)); return c; }
function ctx(c) { return c.getContext('2d', { willReadFrequently: true }); }
/* low-res fbm texture: fn(v,x,y)->[r,g,b,a] 0..255 */
function noiseTex(w, h, scale, oct, fn) {
  var c = canvas(w, h), g = ctx(c), id = g.createImageData(c.width, c.height), d = id.data;
  for (var y = 0; y < c.height; y++) for (var x = 0; x < c.width; x++) {
    var v = fbm(x / scale, y / scale, oct), o = (y * c.width + x) * 4, col = fn(v, x, y);
    d[o] = col[0]; d[o + 1] = col[1]; d[o + 2] = col[2]; d[o + 3] = col[3];
  }
  g.putImageData(id, 0, 0); return c;
}
/* draw many shapes into a temp layer, then composite it once with a blur */
function blurLayer(g, px, fn, alpha, mode) {
  var c = canvas(W, H), cg = ctx(c); fn(cg);
  g.save(); if (alpha !== undefined) g.globalAlpha = alpha; if (mode) g.globalCompositeOperation = mode; if (px > 0) g.filter = 'blur(' + px + 'px)'; g.drawImage(c, 0, 0); g.restore();
}
function blurred(g, px, fn) { g.save(); g.filter = 'blur(' + px + 'px)'; fn(); g.restore(); }
function ell(g, cx, cy, rx, ry, rot) { g.beginPath(); g.ellipse(cx, cy, Math.max(rx, 0.1), Math.max(ry, 0.1), rot || 0, 0, Math.PI * 2); }
function radial(g, cx, cy, r, stops) { var gr = g.createRadialGradient(cx, cy, 0, cx, cy, r); for (var i = 0; i < stops.length; i++) gr.addColorStop(stops[i][0], stops[i][1]); return gr; }
function linear(g, x0, y0, x1, y1, stops) { var gr = g.createLinearGradient(x0, y0, x1, y1); for (var i = 0; i < stops.length; i++) gr.addColorStop(stops[i][0], stops[i][1]); return gr; }
function glow(g, cx, cy, r, col, a, mode) { g.save(); g.globalCompositeOperation = mode || 'screen'; g.fillStyle = radial(g, cx, cy, r, [[0, css(col, a)], [0.35, css(col, a * 0.45)], [1, css(col, 0)]]); g.fillRect(cx - r, cy - r, r * 2, r * 2); g.restore(); }
function shadow(g, cx, cy, rx, ry, a, blur) { blurred(g, blur, function () { g.fillStyle = 'rgba(20,16,12,' + a + ')'; ell(g, cx, cy, rx, ry); g.fill(); }); }
/* contact + soft shadow pair */
function contact(g, cx, cy, rx, ry, k) {
  k = k || 1;
  shadow(g, cx + rx * 0.08, cy + ry * 0.5, rx * 1.25, ry * 2.2, 0.20 * k, Math.max(6, rx * 0.16));
  shadow(g, cx, cy + ry * 0.15, rx * 1.02, ry * 0.9, 0.35 * k, Math.max(3, rx * 0.05));
  shadow(g, cx, cy, rx * 0.9, ry * 0.45, 0.45 * k, 2);
}
function vignette(g, s, col, inner) {
  var r = Math.sqrt(W * W + H * H) / 2; g.save();
  g.fillStyle = radial(g, W / 2, H / 2, r, [[inner || 0.45, css(col || [0, 0, 0], 0)], [1, css(col || [0, 0, 0], s)]]);
  g.fillRect(0, 0, W, H); g.restore();
}
/* film grain + slight softness; amt in 0..255 units */
function grain(amt, sd) {
  var T0 = performance.now();
  var id = X.getImageData(0, 0, W, H), d = id.data, r = mulberry(sd || 99);
  for (var i = 0, n = W * H * 4; i < n; i += 4) {
    var lum = (d[i] + d[i + 1] + d[i + 2]) / 765;
    var k = amt * (0.55 + 0.9 * lum * (1 - lum) * 2);
    var v = (r() + r() - 1) * k;
    d[i] = d[i] + v; d[i + 1] = d[i + 1] + v; d[i + 2] = d[i + 2] + v * 1.05;
  }
  X.putImageData(id, 0, 0); console.log('grain ' + Math.round(performance.now() - T0));
}
/* colour grade: lift/gamma/gain tints, saturation */
function grade(o) {
  var id = X.getImageData(0, 0, W, H), d = id.data;
  var lift = o.lift || [0, 0, 0], gain = o.gain || [1, 1, 1], sat = o.sat === undefined ? 1 : o.sat, con = o.con || 0, gam = o.gamma || 1;
  var lut = [new Uint8ClampedArray(256), new Uint8ClampedArray(256), new Uint8ClampedArray(256)];
  for (var c = 0; c < 3; c++) for (var v = 0; v < 256; v++) {
    var x = v / 255; x = Math.pow(x, gam); x = x + con * (x - 0.5) * (1 - Math.abs(2 * x - 1) * 0.5);
    x = lift[c] + x * (gain[c] - lift[c]); lut[c][v] = Math.round(clamp(x, 0, 1) * 255);
  }
  for (var i = 0, n = W * H * 4; i < n; i += 4) {
    var r = lut[0][d[i]], gg = lut[1][d[i + 1]], b = lut[2][d[i + 2]];
    if (sat !== 1) { var l = 0.3 * r + 0.59 * gg + 0.11 * b; r = l + (r - l) * sat; gg = l + (gg - l) * sat; b = l + (b - l) * sat; }
    d[i] = r; d[i + 1] = gg; d[i + 2] = b;
  }
  X.putImageData(id, 0, 0);
}
function sepia(k) {
  var id = X.getImageData(0, 0, W, H), d = id.data;
  for (var i = 0, n = W * H * 4; i < n; i += 4) {
    var l = (0.3 * d[i] + 0.59 * d[i + 1] + 0.11 * d[i + 2]) / 255;
    var r = 255 * clamp(l * 1.07 + 0.04, 0, 1), g = 255 * clamp(l * 0.92 + 0.03, 0, 1), b = 255 * clamp(l * 0.70 + 0.02, 0, 1);
    d[i] = lerp(d[i], r, k); d[i + 1] = lerp(d[i + 1], g, k); d[i + 2] = lerp(d[i + 2], b, k);
  }
  X.putImageData(id, 0, 0);
}
/* light warm-grey seamless paper sweep */
function seamless(g, o) {
  o = o || {};
  var top = o.top || hex('#d9d5cf'), mid = o.mid || hex('#ebe8e3'), bot = o.bot || hex('#d3cec7');
  var hz = o.hz === undefined ? 0.62 : o.hz;
  g.fillStyle = linear(g, 0, 0, 0, H, [[0, css(top)], [hz, css(mid)], [Math.min(1, hz + 0.12), css(mixc(mid, bot, 0.35))], [1, css(bot)]]);
  g.fillRect(0, 0, W, H);
  var lx = o.lx === undefined ? 0.5 : o.lx, ly = o.ly === undefined ? 0.42 : o.ly;
  g.save(); g.globalCompositeOperation = 'soft-light';
  g.fillStyle = radial(g, W * lx, H * ly, Math.max(W, H) * 0.75, [[0, 'rgba(255,255,255,0.85)'], [0.5, 'rgba(255,255,255,0.2)'], [1, 'rgba(0,0,0,0.25)']]);
  g.fillRect(0, 0, W, H); g.restore();
  var t = noiseTex(W / 6, H / 6, 18, 4, function (v) { var c = Math.round(v * 255); return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.05; g.globalCompositeOperation = 'overlay'; g.imageSmoothingQuality = 'high'; g.drawImage(t, 0, 0, W, H); g.restore();
}
/* ---------- shading ---------- */
/* env: {sky,hor,gnd:[r,g,b], boxes:[{a,e,w,h,s,c:[r,g,b],k}], L:[x,y,z], Lc:[r,g,b], amb:[r,g,b], ambG:[r,g,b]}
   view space: x right, y down, z toward viewer */
function norm3(v) { var l = hyp(v[0], v[1], v[2]) || 1; return [v[0] / l, v[1] / l, v[2] / l]; }
function mkEnv(o) { o.L = norm3(o.L || [-0.5, -0.6, 0.6]); o.Lc = o.Lc || [1, 1, 1]; o.amb = o.amb || [0.35, 0.35, 0.36]; o.ambG = o.ambG || [0.18, 0.17, 0.16]; o.boxes = o.boxes || []; return o; }
var TMP = [0, 0, 0];
function envSample(E, rx, ry, rz, rough, out) {
  var el = Math.asin(clamp(-ry, -1, 1)), az = Math.atan2(rx, rz);
  var t = el / 1.5708, c;
  if (t > 0) { var k = Math.pow(t, 0.6); out[0] = lerp(E.hor[0], E.sky[0], k); out[1] = lerp(E.hor[1], E.sky[1], k); out[2] = lerp(E.hor[2], E.sky[2], k); }
  else { var k2 = sstep(0, 0.25 + rough, -t); out[0] = lerp(E.hor[0], E.gnd[0], k2); out[1] = lerp(E.hor[1], E.gnd[1], k2); out[2] = lerp(E.hor[2], E.gnd[2], k2); }
  var bx = E.boxes;
  for (var i = 0; i < bx.length; i++) {
    var b = bx[i], du = az - b.a; if (du > Math.PI) du -= 2 * Math.PI; if (du < -Math.PI) du += 2 * Math.PI;
    var dv = el - b.e, s = b.s + rough;
    var m = sstep(b.w + s, b.w - s * 0.5, Math.abs(du)) * sstep(b.h + s, b.h - s * 0.5, Math.abs(dv));
    if (m > 0) { var kk = b.k * m * (b.s / s); c = b.c; out[0] += c[0] * kk; out[1] += c[1] * kk; out[2] += c[2] * kk; }
  }
  return out;
}
/* material: {type:'metal'|'diel', col, rough, F0, ks, kd, wrap, shin, sk} */
function shade(E, m, nx, ny, nz, ar, ag, ab, ao, out) {
  if (nz < 0) nz = 0;
  var L = E.L, ndl = nx * L[0] + ny * L[1] + nz * L[2], wrap = m.wrap || 0;
  var dif = Math.max(0, (ndl + wrap) / (1 + wrap));
  var hemi = 0.5 - 0.5 * ny;
  var aR = (E.amb[0] * hemi + E.ambG[0] * (1 - hemi)) * ao, aG = (E.amb[1] * hemi + E.ambG[1] * (1 - hemi)) * ao, aB = (E.amb[2] * hemi + E.ambG[2] * (1 - hemi)) * ao;
  var rx = 2 * nz * nx, ry = 2 * nz * ny, rz = 2 * nz * nz - 1;
  envSample(E, rx, ry, rz, m.rough || 0, TMP);
  var hx = L[0], hy = L[1], hz = L[2] + 1, hl = hyp(hx, hy, hz); var ndh = Math.max(0, (nx * hx + ny * hy + nz * hz) / hl);
  var sp = m.shin ? Math.pow(ndh, m.shin) * (m.sk || 0) : 0;
  var kd = m.kd === undefined ? 1 : m.kd, ks = m.ks === undefined ? 1 : m.ks;
  if (m.type === 'metal') {
    var f = 1 - nz; f = f * f * f * f * f; var fr = 1 - f;
    out[0] = ar * (TMP[0] * ks * ao * fr + dif * kd * E.Lc[0] + aR * kd * 0.5) + f * TMP[0] * ao * 0.6 + sp * E.Lc[0];
    out[1] = ag * (TMP[1] * ks * ao * fr + dif * kd * E.Lc[1] + aG * kd * 0.5) + f * TMP[1] * ao * 0.6 + sp * E.Lc[1];
    out[2] = ab * (TMP[2] * ks * ao * fr + dif * kd * E.Lc[2] + aB * kd * 0.5) + f * TMP[2] * ao * 0.6 + sp * E.Lc[2];
  } else {
    var F0 = m.F0 === undefined ? 0.04 : m.F0, q = 1 - nz, q5 = q * q * q * q * q, fr2 = (F0 + (1 - F0) * q5) * ks;
    var ka = (1 - fr2);
    out[0] = ar * (dif * E.Lc[0] + aR) * kd * ka + fr2 * TMP[0] * ao + sp * E.Lc[0];
    out[1] = ag * (dif * E.Lc[1] + aG) * kd * ka + fr2 * TMP[1] * ao + sp * E.Lc[1];
    out[2] = ab * (dif * E.Lc[2] + aB) * kd * ka + fr2 * TMP[2] * ao + sp * E.Lc[2];
  }
  return out;
}
function tone(v) { return v < 0.82 ? v : 0.82 + 0.18 * (1 - Math.exp(-(v - 0.82) / 0.18)); }
/* composite a float RGBA layer into a canvas-sized transparent layer canvas */
function layerFrom(x0, y0, w, h, rgb, alpha) {
  var c = canvas(W, H), g = ctx(c), id = g.createImageData(w, h), d = id.data;
  for (var i = 0, n = w * h; i < n; i++) {
    var a = alpha[i]; if (a <= 0) continue;
    d[i * 4] = 255 * tone(rgb[i * 3]); d[i * 4 + 1] = 255 * tone(rgb[i * 3 + 1]); d[i * 4 + 2] = 255 * tone(rgb[i * 3 + 2]); d[i * 4 + 3] = 255 * clamp(a, 0, 1);
  }
  g.putImageData(id, x0, y0); return c;
}
/* drop a soft shadow derived from a layer's silhouette, squashed onto the floor at floorY */
function layerShadow(g, lay, floorY, o) {
  o = o || {};
  var sq = o.sq || 0.12, a = o.a || 0.35, bl = o.blur || 18, dx = o.dx || 0;
  var t = canvas(W, H), tg = ctx(t);
  tg.drawImage(lay, 0, 0); tg.globalCompositeOperation = 'source-in'; tg.fillStyle = 'rgb(18,14,10)'; tg.fillRect(0, 0, W, H);
  g.save(); g.globalAlpha = a; g.filter = 'blur(' + bl + 'px)';
  g.setTransform(1, 0, o.skew || 0, sq, dx - (o.skew || 0) * floorY, floorY * (1 - sq) + (o.dy || 0));
  g.drawImage(t, 0, 0); g.restore();
}
function reflectLayer(g, lay, floorY, a, fade) {
  var t = canvas(W, H), tg = ctx(t);
  tg.save(); tg.translate(0, 2 * floorY); tg.scale(1, -1); tg.drawImage(lay, 0, 0); tg.restore();
  tg.globalCompositeOperation = 'destination-in';
  tg.fillStyle = linear(tg, 0, floorY, 0, floorY + fade, [[0, 'rgba(0,0,0,1)'], [1, 'rgba(0,0,0,0)']]); tg.fillRect(0, 0, W, H);
  g.save(); g.globalAlpha = a; g.filter = 'blur(1.5px)'; g.drawImage(t, 0, 0); g.restore();
}
/* ---------- SDF ray marcher ---------- */
function cross3(a, b) { return [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]; }
function camera(o) {
  var cp = Math.cos(o.pitch), sp = Math.sin(o.pitch), cy = Math.cos(o.yaw), sy = Math.sin(o.yaw);
  var dir = [sy * cp, sp, cy * cp], t = o.target, d = o.dist;
  var pos = [t[0] + dir[0] * d, t[1] + dir[1] * d, t[2] + dir[2] * d];
  var f = [-dir[0], -dir[1], -dir[2]];
  var r = norm3(cross3(f, o.up || [0, 1, 0])), u = cross3(r, f);
  var ro = o.roll || 0, c = Math.cos(ro), s = Math.sin(ro);
  var r2 = [r[0] * c + u[0] * s, r[1] * c + u[1] * s, r[2] * c + u[2] * s], u2 = [u[0] * c - r[0] * s, u[1] * c - r[1] * s, u[2] * c - r[2] * s];
  return { pos: pos, f: f, r: r2, u: u2, dist: d };
}
function sdEll(x, y, z, a, b, c) {
  var k0 = Math.sqrt(x * x / (a * a) + y * y / (b * b) + z * z / (c * c));
  var k1 = Math.sqrt(x * x / (a * a * a * a) + y * y / (b * b * b * b) + z * z / (c * c * c * c));
  return k1 < 1e-9 ? -Math.min(a, b, c) : k0 * (k0 - 1) / k1;
}
function smin(a, b, k) { var h = Math.max(k - Math.abs(a - b), 0) / k; return Math.min(a, b) - h * h * k * 0.25; }
function smax(a, b, k) { return -smin(-a, -b, k); }
/* distance to an axis-aligned-ish tapered cylinder given axial coordinate s and radial distance q */
function sdTube(s, q, s0, s1, r0, r1) {
  var t = clamp((s - s0) / (s1 - s0), 0, 1), rad = lerp(r0, r1, t), dq = q - rad;
  var ds = s < s0 ? s0 - s : s > s1 ? s - s1 : 0;
  if (ds <= 0) return dq;
  var mq = dq > 0 ? dq : 0; return Math.sqrt(mq * mq + ds * ds) + Math.min(Math.max(dq, -ds), 0);
}
/* generic renderer: returns layer canvas. A coarse pre-pass skips empty
   regions (SDF is 1-Lipschitz) and ground shadows are computed on a coarse grid. */
function raymarch(o) {
  var T0 = performance.now();
  var cam = o.cam, sdf = o.sdf, box = o.box || [0, 0, W, H], shSdf = o.shadowSdf || sdf;
  var x0 = Math.max(0, box[0] | 0), y0 = Math.max(0, box[1] | 0), x1 = Math.min(W, Math.ceil(box[2])), y1 = Math.min(H, Math.ceil(box[3]));
  var w = x1 - x0, h = y1 - y0, rgb = new Float32Array(w * h * 3), al = new Float32Array(w * h);
  var pxw = 1 / o.scale, f = cam.f, r = cam.r, u = cam.u, ro = cam.pos, D = cam.dist;
  var bc = o.bc || [0, 0, 0], br = o.br || 3, G = o.ground, out = [0, 0, 0];
  var Lg = G ? norm3(G.L) : null, RD = [0, 0, 0];
  function ray(px, py) {
    var uu = (px - o.cx) * pxw, v = -(py - o.cy) * pxw;
    var dx = f[0] * D + r[0] * uu + u[0] * v, dy = f[1] * D + r[1] * uu + u[1] * v, dz = f[2] * D + r[2] * uu + u[2] * v;
    var dl = Math.sqrt(dx * dx + dy * dy + dz * dz); RD[0] = dx / dl; RD[1] = dy / dl; RD[2] = dz / dl;
  }
  /* returns [hit(1/0), t, dminPx, dminWorld] */
  var MR = [0, 0, 0, 0];
  function march(tStart) {
    var dx = RD[0], dy = RD[1], dz = RD[2], ox = ro[0] - bc[0], oy = ro[1] - bc[1], oz = ro[2] - bc[2];
    var b = ox * dx + oy * dy + oz * dz, cc = ox * ox + oy * oy + oz * oz - br * br, disc = b * b - cc;
    MR[0] = 0; MR[1] = 0; MR[2] = 1e9; MR[3] = 1e9;
    if (disc <= 0) return MR;
    var sq = Math.sqrt(disc), t = Math.max(-b - sq, 0, tStart || 0), t1 = -b + sq;
    for (var i = 0; i < 120; i++) {
      var d = sdf(ro[0] + dx * t, ro[1] + dy * t, ro[2] + dz * t), pw = pxw * t / D;
      if (d < MR[3]) MR[3] = d;
      if (d < pw * 0.25) { MR[0] = 1; MR[1] = t; return MR; }
      var ratio = d / pw; if (ratio < MR[2]) { MR[2] = ratio; MR[1] = t; }
      t += d * 0.9; if (t > t1) break;
    }
    return MR;
  }
  var S = 4, cw = Math.ceil(w / S) + 1, ch = Math.ceil(h / S) + 1, need = new Uint8Array(cw * ch), shg = G ? new Float32Array(cw * ch) : null, tst = new Float32Array(cw * ch).fill(0);
  var thr = S * 0.75 * pxw * 1.6;
  for (var cy = 0; cy < ch; cy++) for (var cx = 0; cx < cw; cx++) {
    var ppx = x0 + cx * S + S / 2, ppy = y0 + cy * S + S / 2;
    ray(ppx, ppy); march();
    if (MR[0] || MR[3] < thr * 1.5) need[cy * cw + cx] = 1;
    tst[cy * cw + cx] = MR[0] ? MR[1] : 0;
    if (G && RD[1] < 0) {
      var tg = (G.y - ro[1]) / RD[1], gx = ro[0] + RD[0] * tg, gz = ro[2] + RD[2] * tg;
      var gdx = gx - bc[0], gdz = gz - bc[2]; if (gdx * gdx + gdz * gdz < G.rad * G.rad) {
        var ss = 1, tt = 0.02;
        for (var j = 0; j < 40; j++) { var hh = shSdf(gx + Lg[0] * tt, G.y + Lg[1] * tt, gz + Lg[2] * tt); ss = Math.min(ss, G.k * hh / tt); tt += clamp(hh, 0.02, 0.25); if (ss < 0.003 || tt > 4) break; }
        ss = clamp(ss, 0, 1);
        var dd = shSdf(gx, G.y, gz), cao = 1 - clamp(dd / G.ar, 0, 1);
        shg[cy * cw + cx] = clamp((1 - ss) * G.sa + cao * cao * G.aa, 0, 0.92);
      }
    }
  }
  var T1 = performance.now(), NM = 0;
  for (var py = y0; py < y1; py++) {
    var gy = (py - y0 - S / 2 + 0.5) / S, gy0 = clamp(Math.floor(gy), 0, ch - 2), fy = clamp(gy - gy0, 0, 1);
    var cyi = clamp(Math.floor((py - y0) / S), 0, ch - 1);
    for (var px = x0; px < x1; px++) {
      var idx = (py - y0) * w + (px - x0), cxi = clamp(Math.floor((px - x0) / S), 0, cw - 1), nd = 0;
      var tmn = 1e9, allHit = 1;
      for (var a = -1; a <= 1; a++) for (var bb = -1; bb <= 1; bb++) { var qy = cyi + a, qx = cxi + bb; if (qy >= 0 && qx >= 0 && qy < ch && qx < cw) { var qi = qy * cw + qx; if (need[qi]) nd = 1; if (tst[qi] > 0) { if (tst[qi] < tmn) tmn = tst[qi]; } else allHit = 0; } else allHit = 0; }
      var sh = 0;
      if (shg) {
        var gx2 = (px - x0 - S / 2 + 0.5) / S, gx0 = clamp(Math.floor(gx2), 0, cw - 2), fx = clamp(gx2 - gx0, 0, 1), i0 = gy0 * cw + gx0;
        sh = lerp(lerp(shg[i0], shg[i0 + 1], fx), lerp(shg[i0 + cw], shg[i0 + cw + 1], fx), fy);
      }
      var cov = 0, tmin = 0;
      if (nd) {
        ray(px + 0.5, py + 0.5); march(allHit ? tmn - 0.08 : 0); tmin = MR[1]; NM++;
        cov = MR[0] ? 1 : clamp(1.1 - MR[2], 0, 1);
      }
      if (cov > 0) {
        var dx = RD[0], dy = RD[1], dz = RD[2];
        var hx = ro[0] + dx * tmin, hy = ro[1] + dy * tmin, hz = ro[2] + dz * tmin, e = Math.max(0.0004, pxw * tmin / D * 0.5);
        var a1 = sdf(hx + e, hy - e, hz - e), a2 = sdf(hx - e, hy - e, hz + e), a3 = sdf(hx - e, hy + e, hz - e), a4 = sdf(hx + e, hy + e, hz + e);
        var nx = a1 - a2 - a3 + a4, ny = -a1 - a2 + a3 + a4, nz = -a1 + a2 - a3 + a4, nl = Math.sqrt(nx * nx + ny * ny + nz * nz) || 1;
        nx /= nl; ny /= nl; nz /= nl;
        var vx = nx * r[0] + ny * r[1] + nz * r[2], vy = -(nx * u[0] + ny * u[1] + nz * u[2]), vz = -(nx * f[0] + ny * f[1] + nz * f[2]);
        var sca = 1, occ = 0;
        for (var k = 1; k <= 3; k++) { var hk = 0.02 + 0.075 * k, dk = sdf(hx + nx * hk, hy + ny * hk, hz + nz * hk); occ += (hk - dk) * sca; sca *= 0.7; }
        var ao = clamp(1 - 1.6 * occ, 0.15, 1);
        o.shadeAt(hx, hy, hz, nx, ny, nz, vx, vy, vz, ao, out);
        var A = cov + (1 - cov) * sh;
        rgb[idx * 3] = out[0] * cov / A; rgb[idx * 3 + 1] = out[1] * cov / A; rgb[idx * 3 + 2] = out[2] * cov / A; al[idx] = A;
      } else if (sh > 0.002) { al[idx] = sh; var tc = G.col || [0.05, 0.04, 0.03]; rgb[idx * 3] = tc[0]; rgb[idx * 3 + 1] = tc[1]; rgb[idx * 3 + 2] = tc[2]; }
    }
  }
  var lf = layerFrom(x0, y0, w, h, rgb, al); console.log('raymarch ' + w + 'x' + h + ' ' + Math.round(performance.now() - T0) + 'ms coarse ' + Math.round(T1 - T0) + ' fine marches ' + NM); return lf;
}
/* ---------- golf club wood (driver / fairway) ---------- */
function makeWood(P) {
  P = Object.assign({ a: 0.56, b: 0.30, c: 0.50, oz: -0.10, fz: 0.30, sy: -0.205, crownY: -0.01, kf: 0.045, ks: 0.05,
    crown: [0.0, 0.055, 0.13], face: [0.56, 0.58, 0.61], sole: [0.70, 0.71, 0.73], accent: [0.0, 0.11, 0.26], shaftCol: [0.16, 0.26, 0.42], soleTex: null, loft: '10.5' }, P || {});
  var dirx = -0.5, diry = 0.866, dirz = -0.02, Hx = -0.41 * P.a / 0.56, Hy = 0.03, Hz = P.fz - 0.08;
  function fzf(x, y) { return P.fz - 0.10 * x * x - 0.26 * y * y; }
  function body(x, y, z) {
    var bk = -z - 0.02, back = bk > 0 ? bk * bk / (bk + 0.12) : 0, ys = y > 0 ? y * (1 + 0.75 * back) : y * (1 + 0.08 * back);
    var xs = x * (1 - 0.10 * (z + 0.1));
    var d = sdEll(xs, ys, z - P.oz, P.a, P.b, P.c) * 0.8;
    d = smax(d, z - fzf(x, y), P.kf);
    var ysb = P.sy + 0.07 * (x * x + (z + 0.05) * (z + 0.05));
    d = smax(d, ysb - y, P.ks);
    return d;
  }
  function axial(x, y, z) { var hx = x - Hx, hy = y - Hy, hz = z - Hz, s = hx * dirx + hy * diry + hz * dirz; var qx = hx - dirx * s, qy = hy - diry * s, qz = hz - dirz * s; return [s, Math.sqrt(qx * qx + qy * qy + qz * qz)]; }
  function hosel(s, q) { return sdTube(s, q, -0.1, 0.40, 0.075 * P.b / 0.30 + 0.01, 0.043); }
  function shaft(s, q) { return sdTube(s, q, 0.40, 9, 0.031, 0.036); }
  function sdf(x, y, z) {
    var b = body(x, y, z), hx = x - Hx, hy = y - Hy, hz = z - Hz, s = hx * dirx + hy * diry + hz * dirz;
    var qx = hx - dirx * s, qy = hy - diry * s, qz = hz - dirz * s, q = Math.sqrt(qx * qx + qy * qy + qz * qz);
    return Math.min(smin(b, hosel(s, q), 0.07), shaft(s, q));
  }
  function shadowSdf(x, y, z) {
    var b = body(x, y, z), hx = x - Hx, hy = y - Hy, hz = z - Hz, s = hx * dirx + hy * diry + hz * dirz;
    var qx = hx - dirx * s, qy = hy - diry * s, qz = hz - dirz * s, q = Math.sqrt(qx * qx + qy * qy + qz * qz);
    return Math.min(smin(b, hosel(s, q), 0.07), sdTube(s, q, 0.40, 1.2, 0.031, 0.036));
  }
  var st = null, sw = 0, sh = 0;
  if (P.soleTex) { sw = P.soleTex.width; sh = P.soleTex.height; st = ctx(P.soleTex).getImageData(0, 0, sw, sh).data; }
  var M = {
    crown: { type: 'diel', F0: 0.06, ks: 1, rough: 0.02, shin: 260, sk: 0.5 },
    face: { type: 'metal', rough: 0.22, ks: 0.9, kd: 0.35, shin: 30, sk: 0.05 },
    sole: { type: 'metal', rough: 0.28, ks: 0.85, kd: 0.3, shin: 40, sk: 0.1 },
    paint: { type: 'diel', F0: 0.05, rough: 0.05, shin: 120, sk: 0.35 },
    hosel: { type: 'metal', rough: 0.2, ks: 0.9, kd: 0.3, shin: 40, sk: 0.1 },
    sleeve: { type: 'metal', rough: 0.05, ks: 1, kd: 0.2, shin: 200, sk: 0.4 },
    black: { type: 'diel', F0: 0.05, rough: 0.04, shin: 150, sk: 0.4 },
    shaft: { type: 'metal', rough: 0.06, ks: 1, kd: 0.4, shin: 180, sk: 0.35 }
  };
  function shadeAt(E, x, y, z, nx, ny, nz, vx, vy, vz, ao, out) {
    var b = body(x, y, z), ax = axial(x, y, z), s = ax[0], q = ax[1], dh = hosel(s, q), ds = shaft(s, q);
    var m, c;
    if (ds < b && ds < dh - 0.002) { m = M.shaft; c = P.shaftCol; if (s > 1.2 && s < 1.28) { m = M.paint; c = [0.85, 0.86, 0.88]; } }
    else if (dh < b - 0.004 && s > 0.12) {
      if (s > 0.34) { m = M.black; c = [0.02, 0.02, 0.025]; }
      else if (s > 0.22) { m = M.sleeve; c = [0.82, 0.83, 0.85]; if (s > 0.33) c = [0.3, 0.3, 0.32]; }
      else { m = M.hosel; c = [0.25, 0.26, 0.28]; }
    } else {
      var fzv = P.fz - 0.10 * x * x - 0.26 * y * y;
      if (z > fzv - 0.013 && Math.abs(y - P.sy) > 0.02) {
        m = M.face; c = P.face;
        var g = (y + 0.3) * 31, fr = g - Math.floor(g);
        if (Math.abs(x) < 0.26 && y < 0.14 && y > -0.16 && fr < 0.13) c = [c[0] * 0.35, c[1] * 0.35, c[2] * 0.37];
        var rad = hyp(x * 1.3, y * 2), ring = 0.96 + 0.04 * Math.sin(rad * 220);
        c = [c[0] * ring, c[1] * ring, c[2] * ring];
      } else if (y > P.crownY + 0.02 * z) {
        m = M.crown; var wv = (Math.floor((x + z) * 70) + Math.floor((x - z) * 70)) & 1, f = wv ? 1.18 : 0.86;
        c = [P.crown[0] * f + 0.004, P.crown[1] * f, P.crown[2] * f];
        if (Math.abs(x - 0.02) < 0.007 && z > fzv - 0.10 && z < fzv - 0.035) { m = M.sleeve; c = [0.85, 0.86, 0.88]; }
        if (y - (P.crownY + 0.02 * z) < 0.012) { m = M.sleeve; c = [0.78, 0.79, 0.8]; }
      } else {
        m = M.sole; c = P.sole;
        var pr = hyp(x - 0.05, z + 0.33);
        if (z < -0.12 && Math.abs(x) < 0.42) { m = M.paint; c = P.accent; }
        if (pr < 0.055) { m = M.sleeve; c = pr < 0.035 ? [0.35, 0.35, 0.37] : [0.78, 0.79, 0.8]; if (pr < 0.015) c = [0.1, 0.1, 0.1]; }
        if (st) {
          var tu = Math.floor((x / 1.4 + 0.5) * sw), tv = Math.floor((-z / 1.4 + 0.5) * sh);
          if (tu >= 0 && tv >= 0 && tu < sw && tv < sh) { var oi = (tv * sw + tu) * 4, ta = st[oi + 3] / 255; if (ta > 0) { c = mixc(c, [st[oi] / 255, st[oi + 1] / 255, st[oi + 2] / 255], ta); } }
        }
      }
    }
    return shade(E, m, vx, vy, vz, c[0], c[1], c[2], ao, out);
  }
  return { sdf: sdf, shadowSdf: shadowSdf, shadeAt: shadeAt, P: P };
}
function soleTexture() {
  var c = canvas(560, 560), g = ctx(c);
  g.translate(280, 280);
  g.fillStyle = 'rgba(245,246,248,1)'; g.font = '600 26px "DejaVu Sans"'; g.textAlign = 'center';
  g.save(); g.translate(-20, -30); g.fillText('M E R I D I A N', 0, 0); g.restore();
  g.font = '600 20px "DejaVu Sans"'; g.fillText('10.5\u00b0', -150, 40);
  g.strokeStyle = 'rgba(245,246,248,0.9)'; g.lineWidth = 3; g.beginPath(); g.moveTo(-170, 70); g.quadraticCurveTo(0, 130, 170, 60); g.stroke();
  return c;
}
function headcoverSdf(cx, cy, cz) {
  return function (x, y, z) {
    x -= cx; y -= cy; z -= cz;
    var bulb = sdEll(x, y, z, 0.5, 0.29, 0.4);
    var s = -x - 0.15, q = hyp(y + 0.08, z);
    var tube = sdTube(s, q, -0.15, 1.3, 0.2, 0.14);
    return smin(bulb, tube, 0.3);
  };
}
/* ---------- lathe renderer: surface of revolution from a profile polyline ----------
   o.pts: [[r,y],...] in px, traced from the bottom centre, outwards, up the outer wall,
          over the lip and (for open vessels) down the inner wall to the inner floor centre.
          Normal is the left-hand side of the direction of travel (outward on the outer wall).
   o.cx,o.cy: screen position of the base centre; o.phi: camera elevation; o.rot: axis tilt
   o.mat (opaque) or o.glass {abs:[r,g,b] per px, refr px, tint:[r,g,b]}; o.env
   o.albedo(t, th, y, r) -> [r,g,b]  (t = arc fraction, th = angle, y/r = px)
   o.bump(t, th, y, r) -> [a, b]     (tangential / meridional normal tilt)
   o.wall: glass wall thickness px; o.solidY: y below which the glass is solid */
function catmull(pts, seg) {
  var out = [];
  for (var i = 0; i < pts.length - 1; i++) {
    var p0 = pts[Math.max(0, i - 1)], p1 = pts[i], p2 = pts[i + 1], p3 = pts[Math.min(pts.length - 1, i + 2)];
    var sharp = p1[2] || p2[2];
    for (var k = 0; k < seg; k++) {
      var t = k / seg, t2 = t * t, t3 = t2 * t;
      if (sharp) { out.push([lerp(p1[0], p2[0], t), lerp(p1[1], p2[1], t)]); continue; }
      out.push([0.5 * ((2 * p1[0]) + (-p0[0] + p2[0]) * t + (2 * p0[0] - 5 * p1[0] + 4 * p2[0] - p3[0]) * t2 + (-p0[0] + 3 * p1[0] - 3 * p2[0] + p3[0]) * t3),
        0.5 * ((2 * p1[1]) + (-p0[1] + p2[1]) * t + (2 * p0[1] - 5 * p1[1] + 4 * p2[1] - p3[1]) * t2 + (-p0[1] + 3 * p1[1] - 3 * p2[1] + p3[1]) * t3)]);
    }
  }
  out.push(pts[pts.length - 1].slice(0, 2));
  return out;
}
function lathe(o) {
  var T0 = performance.now();
  var ss = o.ss || 1.5, phi = o.phi || 0, cph = Math.cos(phi), sph = Math.sin(phi), rot = o.rot || 0, cr = Math.cos(rot), sr = Math.sin(rot);
  var P = catmull(o.pts, 16), n = P.length, arc = [0];
  for (var i = 1; i < n; i++) arc.push(arc[i - 1] + hyp(P[i][0] - P[i - 1][0], P[i][1] - P[i - 1][1]));
  var total = arc[n - 1], Rm = 0, Ym = 0;
  for (i = 0; i < n; i++) { Rm = Math.max(Rm, P[i][0]); Ym = Math.max(Ym, P[i][1]); }
  // screen bbox
  var bx0 = 1e9, by0 = 1e9, bx1 = -1e9, by1 = -1e9;
  [[-Rm, 0, -Rm], [Rm, 0, Rm], [-Rm, Ym, Rm], [Rm, Ym, -Rm], [-Rm, 0, Rm], [Rm, Ym, Rm], [-Rm, Ym, -Rm], [Rm, 0, -Rm]].forEach(function (q) {
    var Y1 = q[1] * cph - q[2] * sph, X2 = q[0] * cr - Y1 * sr, Y2 = q[0] * sr + Y1 * cr;
    bx0 = Math.min(bx0, o.cx + X2); bx1 = Math.max(bx1, o.cx + X2); by0 = Math.min(by0, o.cy - Y2); by1 = Math.max(by1, o.cy - Y2);
  });
  bx0 = Math.floor(bx0 - 3); by0 = Math.floor(by0 - 3); bx1 = Math.ceil(bx1 + 3); by1 = Math.ceil(by1 + 3);
  var bw = Math.round((bx1 - bx0) * ss), bh = Math.round((by1 - by0) * ss), N = bw * bh;
  var Z = new Float32Array(N).fill(-1e9), NX = new Float32Array(N), NY = new Float32Array(N), NZ = new Float32Array(N);
  var TT = new Float32Array(N), TH = new Float32Array(N), YY = new Float32Array(N), RR = new Float32Array(N), TK = new Float32Array(N), KD = new Uint8Array(N);
  var step = 0.62 / ss, seg = 0, wall = o.wall || 6, solidY = o.solidY || 0, bump = o.bump;
  var maxY = o.maxY === undefined ? 1e9 : o.maxY, innerSeg = o.pts.innerIdx ? o.pts.innerIdx * 16 : 1e9, innerMinY = o.innerDepth ? Ym - o.innerDepth : -1e9;
  for (var s = 0; s <= total; s += step) {
    while (seg < n - 2 && arc[seg + 1] < s) seg++;
    var a0 = arc[seg], a1 = arc[seg + 1], f = a1 > a0 ? (s - a0) / (a1 - a0) : 0;
    var r = lerp(P[seg][0], P[seg + 1][0], f), y = lerp(P[seg][1], P[seg + 1][1], f);
    if (y > maxY) continue;
    var dr = P[seg + 1][0] - P[seg][0], dy = P[seg + 1][1] - P[seg][1], dl = hyp(dr, dy) || 1;
    var mr = dy / dl, my = -dr / dl; // normal in (radial, y)
    var tfrac = s / total;
    var inner = seg >= innerSeg ? 1 : 0;
    if (inner && y < innerMinY) continue;
    var nth = Math.max(8, Math.ceil(2 * Math.PI * r * ss / 0.68));
    var dth = 2 * Math.PI / nth, cd = Math.cos(dth), sd = Math.sin(dth), st = 0, ct = -1;
    for (var k = 0; k < nth; k++) {
      if (k) { var st2 = st * cd + ct * sd; ct = ct * cd - st * sd; st = st2; }
      var th = -Math.PI + k * dth;
      var nx = mr * st, ny = my, nz = mr * ct;
      if (ny * sph + nz * cph < -0.3) continue;
      if (bump) {
        var bb = bump(tfrac, th, y, r);
        if (bb) { nx += bb[0] * ct + bb[1] * (-my * st); ny += bb[1] * mr; nz += -bb[0] * st + bb[1] * (-my * ct); var nl = Math.sqrt(nx * nx + ny * ny + nz * nz); nx /= nl; ny /= nl; nz /= nl; }
      }
      var nY1 = ny * cph - nz * sph, nZ1 = ny * sph + nz * cph;
      if (nZ1 < -0.03) continue;
      var lx = r * st, lz = r * ct;
      var Y1 = y * cph - lz * sph, Z1 = y * sph + lz * cph;
      var X2 = lx * cr - Y1 * sr, Y2 = lx * sr + Y1 * cr;
      var px = ((o.cx + X2 - bx0) * ss) | 0, py = ((o.cy - Y2 - by0) * ss) | 0;
      if (px < 0 || py < 0 || px >= bw || py >= bh) continue;
      var id = py * bw + px;
      if (Z1 <= Z[id]) continue;
      Z[id] = Z1; NX[id] = nx * cr - nY1 * sr; NY[id] = -(nx * sr + nY1 * cr); NZ[id] = nZ1;
      TT[id] = tfrac; TH[id] = th; YY[id] = y; RR[id] = r; KD[id] = inner ? 2 : 1;
      TK[id] = (y < solidY && !inner) ? Math.max(wall * 2, Math.abs(ct) * r * 0.8) : wall / Math.pow(Math.max(nZ1, 0.12), 1.3) * (inner ? 1 : 2);
    }
  }
  var T1 = performance.now();
  // fill single-pixel holes
  for (var yy = 1; yy < bh - 1; yy++) for (var xx = 1; xx < bw - 1; xx++) {
    var q = yy * bw + xx; if (KD[q]) continue;
    var l = q - 1, rr2 = q + 1;
    if (KD[l] && KD[rr2] && KD[q - bw] && KD[q + bw]) { NX[q] = NX[l]; NY[q] = NY[l]; NZ[q] = NZ[l]; TT[q] = TT[l]; TH[q] = TH[l]; YY[q] = YY[l]; RR[q] = RR[l]; TK[q] = TK[l]; KD[q] = KD[l]; }
  }
  // background for glass
  var w1 = bx1 - bx0, h1 = by1 - by0, bg = null, G = o.glass, E = o.env, out = [0, 0, 0], tmp = [0, 0, 0], tmp2 = [0, 0, 0];
  if (G) bg = X.getImageData(bx0, by0, w1, h1).data;
  function bgs(x, y, c) { x = clamp(x, 0, w1 - 1.001); y = clamp(y, 0, h1 - 1.001); var xi = x | 0, yi = y | 0, fx = x - xi, fy = y - yi, i0 = (yi * w1 + xi) * 4, i1 = i0 + w1 * 4; return (lerp(lerp(bg[i0 + c], bg[i0 + 4 + c], fx), lerp(bg[i1 + c], bg[i1 + 4 + c], fx), fy)) / 255; }
  var acc = new Float32Array(w1 * h1 * 3), cov = new Float32Array(w1 * h1), inv = 1 / (ss * ss);
  var alb = [1, 1, 1], m = o.mat, L = E.L;
  for (yy = 0; yy < bh; yy++) for (xx = 0; xx < bw; xx++) {
    q = yy * bw + xx; if (!KD[q]) continue;
    var nx2 = NX[q], ny2 = NY[q], nz2 = Math.max(0, NZ[q]);
    var c = o.albedo ? o.albedo(TT[q], TH[q], YY[q], RR[q], KD[q]) : (m && m.col) || alb;
    var ao = 1;
    if (o.aoY) ao *= 0.55 + 0.45 * sstep(0, o.aoY, YY[q]);
    if (KD[q] === 2 && o.aoIn) ao *= o.aoIn(YY[q], RR[q]);
    var ox = (xx + 0.5) / ss, oy = (yy + 0.5) / ss;
    if (G) {
      var q5 = 1 - nz2; q5 = q5 * q5 * q5 * q5 * q5; var F = (0.04 + 0.96 * q5) * sstep(0.0, 0.2, nz2);
      var k2 = G.refr * (1 - nz2 * 0.7), sx = ox - nx2 * k2, sy = oy - ny2 * k2 * 0.6;
      var th2 = TK[q];
      var tr = Math.exp(-G.abs[0] * th2), tg = Math.exp(-G.abs[1] * th2), tb = Math.exp(-G.abs[2] * th2);
      envSample(E, 2 * nz2 * nx2, 2 * nz2 * ny2, 2 * nz2 * nz2 - 1, 0.0, tmp);
      envSample(E, -2 * nz2 * nx2, 2 * nz2 * ny2, 2 * nz2 * nz2 - 1, 0.05, tmp2);
      var ndl = Math.max(0, -(nx2 * L[0] + ny2 * L[1]) * 0.8 + 0.2), glowk = (G.glow || 0) * ndl;
      var rk = G.refl === undefined ? 1 : G.refl;
      var edge = sstep(0.25, 0.97, 1 - nz2) * (G.dark === undefined ? 0.9 : G.dark), dk = G.dk || [0.10, 0.095, 0.09];
      var b0 = lerp(bgs(sx, sy, 0), dk[0], edge), b1 = lerp(bgs(sx, sy, 1), dk[1], edge), b2 = lerp(bgs(sx, sy, 2), dk[2], edge);
      var lum = G.lum || 1;
      out[0] = b0 * tr * (1 - F) * lum + F * tmp[0] * rk + 0.35 * F * tmp2[0] * tr + glowk * G.tint[0] * (1 - tr);
      out[1] = b1 * tg * (1 - F) * lum + F * tmp[1] * rk + 0.35 * F * tmp2[1] * tg + glowk * G.tint[1] * (1 - tg);
      out[2] = b2 * tb * (1 - F) * lum + F * tmp[2] * rk + 0.35 * F * tmp2[2] * tb + glowk * G.tint[2] * (1 - tb);
      if (KD[q] === 1 && G.baseGlow) { var bgk = G.baseGlow * (1 - sstep(solidY * 0.7, solidY * 3, YY[q])) * nz2; out[0] += G.tint[0] * bgk; out[1] += G.tint[1] * bgk; out[2] += G.tint[2] * bgk; }
      if (G.spec) { var hx = L[0], hy = L[1], hz = L[2] + 1, hl = hyp(hx, hy, hz), nh = Math.max(0, (nx2 * hx + ny2 * hy + nz2 * hz) / hl); var sp = Math.pow(nh, 300) * G.spec; out[0] += sp; out[1] += sp; out[2] += sp; }
    } else {
      shade(E, m, nx2, ny2, nz2, c[0], c[1], c[2], ao, out);
    }
    var oi = ((oy | 0) * w1 + (ox | 0));
    acc[oi * 3] += out[0]; acc[oi * 3 + 1] += out[1]; acc[oi * 3 + 2] += out[2]; cov[oi] += 1;
  }
  var cc = new Float32Array(w1), rc = new Float32Array(h1);
  for (xx = 0; xx < bw; xx++) cc[Math.min(w1 - 1, ((xx + 0.5) / ss) | 0)]++;
  for (yy = 0; yy < bh; yy++) rc[Math.min(h1 - 1, ((yy + 0.5) / ss) | 0)]++;
  for (yy = 0; yy < h1; yy++) for (xx = 0; xx < w1; xx++) { i = yy * w1 + xx; if (cov[i] > 0) { acc[i * 3] /= cov[i]; acc[i * 3 + 1] /= cov[i]; acc[i * 3 + 2] /= cov[i]; cov[i] = Math.min(1, cov[i] / (cc[xx] * rc[yy])); } }
  var lf = layerFrom(bx0, by0, w1, h1, acc, cov); console.log('lathe ' + w1 + 'x' + h1 + ' splat ' + Math.round(T1 - T0) + ' total ' + Math.round(performance.now() - T0)); return lf;
}
/* helper: cubic-ish vessel profile from a few outer points, adds lip + inner wall */
function vessel(outer, wall, floorY, lip) {
  var pts = [[0, 0]].concat(outer);
  var top = outer[outer.length - 1], l = lip || wall * 0.5;
  pts.push([top[0] - l, top[1] + l * 0.6]);
  pts.push([top[0] - wall, top[1]]);
  pts.innerIdx = pts.length - 1;
  for (var i = outer.length - 2; i >= 0; i--) {
    var p = outer[i]; if (p[1] <= floorY) break;
    pts.push([Math.max(0, p[0] - wall), p[1]]);
  }
  var rin = Math.max(0, pts[pts.length - 1][0]);
  var ii = pts.innerIdx;
  pts.push([rin * 0.7, floorY + 2]); pts.push([0, floorY]);
  pts.innerIdx = ii;
  return pts;
}
/* ---------- inflate renderer: 2.5D shading of a 2D silhouette ----------
   o.shape(g): fill the silhouette (white) in screen coords
   o.R: rounding radius px; o.prof: 'round' | 'flat' | 'pillow'
   o.col / o.paint(g): albedo; o.bump(g): grey height detail (128 = 0), o.bumpK px
   o.curve: [kx, ky] overall convexity; o.mat, o.env; returns a transparent layer */
function edt1(f, n, d, v, z) {
  var k = 0; v[0] = 0; z[0] = -1e20; z[1] = 1e20;
  for (var q = 1; q < n; q++) {
    var s = ((f[q] + q * q) - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) { k--; s = ((f[q] + q * q) - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]); }
    k++; v[k] = q; z[k] = s; z[k + 1] = 1e20;
  }
  k = 0;
  for (q = 0; q < n; q++) { while (z[k + 1] < q) k++; d[q] = (q - v[k]) * (q - v[k]) + f[v[k]]; }
}
function edt(inside, w, h) {
  var n = Math.max(w, h), f = new Float64Array(n), d = new Float64Array(n), v = new Int32Array(n), z = new Float64Array(n + 1), gr = new Float64Array(w * h);
  for (var i = 0; i < w * h; i++) gr[i] = inside[i] ? 1e20 : 0;
  for (var x = 0; x < w; x++) { for (var y = 0; y < h; y++) f[y] = gr[y * w + x]; edt1(f, h, d, v, z); for (y = 0; y < h; y++) gr[y * w + x] = d[y]; }
  for (y = 0; y < h; y++) { for (x = 0; x < w; x++) f[x] = gr[y * w + x]; edt1(f, w, d, v, z); for (x = 0; x < w; x++) gr[y * w + x] = Math.sqrt(d[x]); }
  return gr;
}
function boxBlur(a, w, h, r) {
  var t = new Float32Array(w * h), x, y, s, i;
  for (y = 0; y < h; y++) { s = 0; var row = y * w; for (x = -r; x <= r; x++) s += a[row + clamp(x, 0, w - 1)]; for (x = 0; x < w; x++) { t[row + x] = s / (2 * r + 1); s += a[row + Math.min(w - 1, x + r + 1)] - a[row + Math.max(0, x - r)]; } }
  for (x = 0; x < w; x++) { s = 0; for (y = -r; y <= r; y++) s += t[clamp(y, 0, h - 1) * w + x]; for (y = 0; y < h; y++) { i = y * w + x; a[i] = s / (2 * r + 1); s += t[Math.min(h - 1, y + r + 1) * w + x] - t[Math.max(0, y - r) * w + x]; } }
}
var SCR = null;
function scratch() { if (!SCR || SCR.width !== W || SCR.height !== H) SCR = canvas(W, H); var g = ctx(SCR); g.setTransform(1, 0, 0, 1, 0, 0); g.clearRect(0, 0, W, H); g.globalAlpha = 1; g.filter = 'none'; g.globalCompositeOperation = 'source-over'; return g; }
function inflate(o) {
  var g = scratch(); g.fillStyle = '#fff'; g.strokeStyle = '#fff'; o.shape(g);
  var full = g.getImageData(0, 0, W, H).data, x0 = W, y0 = H, x1 = 0, y1 = 0, x, y;
  for (y = 0; y < H; y++) for (x = 0; x < W; x++) if (full[(y * W + x) * 4 + 3] > 0) { if (x < x0) x0 = x; if (x > x1) x1 = x; if (y < y0) y0 = y; if (y > y1) y1 = y; }
  if (x1 < x0) return canvas(W, H);
  x0 = Math.max(0, x0 - 3); y0 = Math.max(0, y0 - 3); x1 = Math.min(W - 1, x1 + 3); y1 = Math.min(H - 1, y1 + 3);
  var w = x1 - x0 + 1, h = y1 - y0 + 1, N = w * h, A = new Float32Array(N), ins = new Uint8Array(N), i;
  for (y = 0; y < h; y++) for (x = 0; x < w; x++) { i = y * w + x; A[i] = full[((y + y0) * W + x + x0) * 4 + 3] / 255; ins[i] = A[i] >= 0.5 ? 1 : 0; }
  var D = edt(ins, w, h), R = o.R || 20, Hh = new Float32Array(N), prof = o.prof || 'round';
  for (i = 0; i < N; i++) {
    var dd = ins[i] ? D[i] - 0.5 + A[i] : A[i] - 0.5; var s = clamp(dd / R, 0, 1), hv;
    if (prof === 'flat') hv = 1 - Math.pow(1 - s, 3.2); else if (prof === 'pillow') hv = s * (2 - s); else hv = Math.sqrt(1 - (1 - s) * (1 - s));
    Hh[i] = hv * R * (o.hk || 1);
  }
  var sr = Math.max(1, Math.min(8, Math.round(R / 10)));
  boxBlur(Hh, w, h, sr); boxBlur(Hh, w, h, sr); boxBlur(Hh, w, h, Math.max(1, sr >> 1));
  if (o.grainK) { var gs = o.grainS || 1.5; for (y = 0; y < h; y++) for (x = 0; x < w; x++) Hh[y * w + x] += (vnoise((x + x0) / gs, (y + y0) / gs) - 0.5) * o.grainK; }
  if (o.curve) { var cxm = w / 2, cym = h / 2; for (y = 0; y < h; y++) for (x = 0; x < w; x++) { var ux = (x - cxm) / w, uy = (y - cym) / h; Hh[y * w + x] -= (o.curve[0] * ux * ux + o.curve[1] * uy * uy) * Math.max(w, h); } }
  if (o.bump) {
    g = scratch(); g.fillStyle = 'rgb(128,128,128)'; g.fillRect(0, 0, W, H); o.bump(g);
    var bd = g.getImageData(x0, y0, w, h).data, bk = o.bumpK || 2;
    var bb = new Float32Array(N); for (i = 0; i < N; i++) bb[i] = (bd[i * 4] - 128) / 128 * bk;
    if (o.bumpBlur) boxBlur(bb, w, h, o.bumpBlur);
    for (i = 0; i < N; i++) Hh[i] += bb[i];
  }
  g = scratch(); g.fillStyle = css(o.col || [0.8, 0.8, 0.8]); g.fillRect(0, 0, W, H); if (o.paint) o.paint(g);
  var al = g.getImageData(x0, y0, w, h).data, sp = null;
  if (o.gloss) { g = scratch(); g.fillStyle = '#fff'; g.fillRect(0, 0, W, H); o.gloss(g); sp = g.getImageData(x0, y0, w, h).data; }
  var rgb = new Float32Array(N * 3), out = [0, 0, 0], E = o.env, m = o.mat, m2 = o.mat2 || m;
  for (y = 0; y < h; y++) for (x = 0; x < w; x++) {
    i = y * w + x; if (A[i] <= 0) continue;
    var xl = x > 0 ? Hh[i - 1] : Hh[i], xr = x < w - 1 ? Hh[i + 1] : Hh[i], yu = y > 0 ? Hh[i - w] : Hh[i], ydn = y < h - 1 ? Hh[i + w] : Hh[i];
    var nx = -(xr - xl) * 0.5, ny = -(ydn - yu) * 0.5, nz = 1, nl = Math.sqrt(nx * nx + ny * ny + 1);
    var ao = o.ao ? clamp(0.55 + 0.45 * Hh[i] / (R * 0.6), 0.5, 1) : 1;
    var mm = sp && sp[i * 4] < 128 ? m2 : m;
    shade(E, mm, nx / nl, ny / nl, nz / nl, al[i * 4] / 255, al[i * 4 + 1] / 255, al[i * 4 + 2] / 255, ao, out);
    rgb[i * 3] = out[0]; rgb[i * 3 + 1] = out[1]; rgb[i * 3 + 2] = out[2];
  }
  return layerFrom(x0, y0, w, h, rgb, A);
}
/* capsule path helper (thick line with round caps) */
function capsule(g, x0, y0, x1, y1, r) { g.save(); g.lineCap = 'round'; g.lineWidth = r * 2; g.beginPath(); g.moveTo(x0, y0); g.lineTo(x1, y1); g.stroke(); g.restore(); }
function rrect(g, x, y, w, h, r) { g.beginPath(); g.moveTo(x + r, y); g.arcTo(x + w, y, x + w, y + h, r); g.arcTo(x + w, y + h, x, y + h, r); g.arcTo(x, y + h, x, y, r); g.arcTo(x, y, x + w, y, r); g.closePath(); }
/* ---------- scenes: golf ---------- */
var SCENES = {};
var ENV_NAVY = function () {
  return mkEnv({ sky: [0.06, 0.12, 0.22], hor: [0.03, 0.08, 0.15], gnd: [0.01, 0.025, 0.05],
    boxes: [{ a: -0.35, e: 0.95, w: 0.55, h: 0.32, s: 0.12, c: [0.85, 0.9, 1], k: 2.0 },
      { a: -2.25, e: 0.15, w: 0.10, h: 0.9, s: 0.04, c: [0.72, 0.84, 1], k: 3.2 },
      { a: 2.35, e: 0.2, w: 0.09, h: 0.9, s: 0.04, c: [1, 0.95, 0.88], k: 2.6 },
      { a: 0.4, e: 0.05, w: 0.35, h: 0.15, s: 0.2, c: [0.3, 0.42, 0.6], k: 0.5 }],
    L: [-0.35, -0.8, 0.45], Lc: [0.55, 0.6, 0.7], amb: [0.07, 0.1, 0.16], ambG: [0.02, 0.03, 0.05] });
};
var ENV_STUDIO = function () {
  return mkEnv({ sky: [0.92, 0.9, 0.87], hor: [0.78, 0.76, 0.73], gnd: [0.42, 0.4, 0.38],
    boxes: [{ a: -0.55, e: 0.6, w: 0.38, h: 0.3, s: 0.1, c: [1, 1, 1], k: 1.8 },
      { a: 1.35, e: 0.15, w: 0.08, h: 0.7, s: 0.05, c: [1, 0.98, 0.95], k: 1.4 },
      { a: -2.5, e: 0.25, w: 0.12, h: 0.7, s: 0.05, c: [1, 1, 1], k: 1.4 },
      { a: 2.6, e: 0.3, w: 0.12, h: 0.6, s: 0.05, c: [1, 0.97, 0.92], k: 1.0 }],
    L: [-0.5, -0.65, 0.57], Lc: [0.85, 0.83, 0.8], amb: [0.42, 0.41, 0.40], ambG: [0.22, 0.21, 0.2] });
};
function navyBackdrop(g, o) {
  o = o || {};
  var lx = o.lx === undefined ? 0.62 : o.lx, ly = o.ly === undefined ? 0.42 : o.ly, hz = o.hz === undefined ? 0.7 : o.hz;
  g.fillStyle = linear(g, 0, 0, 0, H, [[0, '#01152c'], [hz - 0.06, '#062a52'], [hz, '#04244a'], [hz + 0.02, '#031d3b'], [1, '#010d1d']]);
  g.fillRect(0, 0, W, H);
  g.save(); g.globalCompositeOperation = 'screen';
  g.fillStyle = radial(g, W * lx, H * ly, Math.max(W, H) * 0.55, [[0, 'rgba(40,90,150,0.55)'], [0.4, 'rgba(18,55,105,0.35)'], [1, 'rgba(0,0,0,0)']]);
  g.fillRect(0, 0, W, H);
  g.restore();
  // light haze beam
  g.save(); g.globalCompositeOperation = 'screen'; g.translate(W * (lx + 0.18), -H * 0.1); g.rotate(0.45);
  g.filter = 'blur(' + Math.round(W * 0.03) + 'px)';
  g.fillStyle = linear(g, -W * 0.12, 0, W * 0.12, 0, [[0, 'rgba(120,160,220,0)'], [0.5, 'rgba(120,160,220,0.10)'], [1, 'rgba(120,160,220,0)']]);
  g.fillRect(-W * 0.12, 0, W * 0.24, H * 1.6); g.restore();
  var t = noiseTex(W / 8, H / 8, 10, 4, function (v) { var c = Math.round(v * 255); return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.06; g.globalCompositeOperation = 'overlay'; g.drawImage(t, 0, 0, W, H); g.restore();
}
/* render the wood head into a layer */
function woodLayer(o) {
  var E = o.env, wd = o.model || makeWood(o.P);
  var cam = camera(o.cam);
  return raymarch({ cam: cam, sdf: wd.sdf, shadowSdf: wd.shadowSdf, scale: o.scale, cx: o.cx, cy: o.cy, bc: o.bc || [0, 0.2, 0], br: o.br || 2.2, box: o.box,
    ground: o.ground === false ? null : Object.assign({ y: wd.P.sy - 0.002, rad: 2.2, k: 6, sa: 0.45, aa: 0.55, ar: 0.22, L: [-0.25, 1, 0.35] }, o.ground || {}),
    shadeAt: function (x, y, z, nx, ny, nz, vx, vy, vz, ao, out) {
      return wd.shadeAt(E, x, y, z, nx, ny, nz, vx, vy, vz, ao, out);
    } });
}
SCENES.hero1 = function () {
  navyBackdrop(X, { lx: 0.66, ly: 0.4, hz: 0.74 });
  var E = ENV_NAVY(); E.boxes[0].w = 0.8; E.boxes[0].h = 0.45; E.boxes[0].k = 2.4;
  var lay = woodLayer({ env: E, cam: { target: [0.05, 0.05, 0], yaw: 0.62, pitch: 0.22, dist: 6 }, scale: 760, cx: W * 0.66, cy: H * 0.58,
    ground: { col: [0.0, 0.01, 0.03], sa: 0.6, aa: 0.7 }, P: { crown: [0.0, 0.07, 0.17] } });
  reflectLayer(X, lay, H * 0.83, 0.18, H * 0.17);
  X.drawImage(lay, 0, 0);
  glow(X, W * 0.8, H * 0.2, W * 0.25, [0.4, 0.6, 0.9], 0.10);
  vignette(X, 0.55, [0, 0.02, 0.06], 0.35);
  grain(7, 5);
};
SCENES.driver = function () {
  seamless(X, { hz: 0.6 });
  var lay = woodLayer({ env: ENV_STUDIO(), cam: { target: [0.0, 0.1, 0], yaw: 0.6, pitch: 0.24, dist: 6 }, scale: 360, cx: W * 0.52, cy: H * 0.6,
    ground: { col: [0.12, 0.1, 0.08] } });
  X.drawImage(lay, 0, 0);
  vignette(X, 0.18, [0.2, 0.17, 0.14], 0.5);
  grain(6, 6);
};
/* --- irons --- */
var ENV_CHROME = function () {
  return mkEnv({ sky: [0.95, 0.94, 0.92], hor: [0.22, 0.22, 0.23], gnd: [0.6, 0.58, 0.56],
    boxes: [{ a: -0.55, e: 0.55, w: 0.4, h: 0.28, s: 0.12, c: [1, 1, 1], k: 1.6 },
      { a: 0.9, e: 0.1, w: 0.1, h: 0.6, s: 0.06, c: [1, 0.98, 0.95], k: 1.5 },
      { a: 0.0, e: -0.08, w: 1.2, h: 0.12, s: 0.15, c: [1, 1, 1], k: -0.1 },
      { a: -2.5, e: 0.25, w: 0.12, h: 0.7, s: 0.05, c: [1, 1, 1], k: 1.4 }],
    L: [-0.5, -0.65, 0.57], Lc: [0.85, 0.83, 0.8], amb: [0.42, 0.41, 0.40], ambG: [0.22, 0.21, 0.2] });
};
var MAT = {
  chrome: { type: 'metal', rough: 0.04, ks: 1, kd: 0.15, shin: 300, sk: 0.6 },
  satin: { type: 'metal', rough: 0.28, ks: 0.9, kd: 0.35, shin: 30, sk: 0.08 },
  leather: { type: 'diel', F0: 0.035, rough: 0.35, ks: 0.8, wrap: 0.3, shin: 25, sk: 0.06 },
  gloss: { type: 'diel', F0: 0.05, rough: 0.04, ks: 1, shin: 180, sk: 0.4 },
  rubber: { type: 'diel', F0: 0.03, rough: 0.5, ks: 0.5, wrap: 0.2, shin: 12, sk: 0.03 },
  fabric: { type: 'diel', F0: 0.02, rough: 0.7, ks: 0.3, wrap: 0.45, shin: 6, sk: 0.0 },
  urethane: { type: 'diel', F0: 0.05, rough: 0.08, ks: 1, wrap: 0.25, shin: 90, sk: 0.25 }
};
function ironPath(g) {
  g.beginPath(); g.moveTo(0.02, 0.03);
  g.bezierCurveTo(0.3, -0.035, 0.7, -0.035, 0.9, 0.0);
  g.bezierCurveTo(1.03, 0.03, 1.05, 0.24, 0.99, 0.37);
  g.bezierCurveTo(0.96, 0.45, 0.9, 0.48, 0.82, 0.47);
  g.lineTo(0.2, 0.31); g.bezierCurveTo(0.14, 0.3, 0.09, 0.3, 0.06, 0.34); g.lineTo(0.0, 0.2); g.closePath();
}
function ironXf(g, p) { g.translate(p.x, p.y); g.rotate(p.ang); g.scale(p.s, -p.s); }
function ironLayer(p, E) {
  var hx = -0.42, hy = 0.91;
  return inflate({ R: 0.035 * p.s, prof: 'flat', env: E, mat: MAT.chrome, mat2: MAT.satin, curve: [0.35, 0.2], col: [0.8, 0.81, 0.83],
    shape: function (g) {
      g.save(); ironXf(g, p); ironPath(g); g.fill();
      g.lineCap = 'round'; g.lineWidth = 0.1; g.beginPath(); g.moveTo(0.07, 0.12); g.lineTo(0.07 + hx * 0.5, 0.12 + hy * 0.5); g.stroke();
      g.lineWidth = 0.085; g.beginPath(); g.moveTo(0.07 + hx * 0.5, 0.12 + hy * 0.5); g.lineTo(0.07 + hx * 0.62, 0.12 + hy * 0.62); g.stroke();
      g.lineWidth = 0.05; g.beginPath(); g.moveTo(0.07 + hx * 0.6, 0.12 + hy * 0.6); g.lineTo(0.07 + hx * 8, 0.12 + hy * 8); g.stroke();
      g.restore();
    },
    paint: function (g) {
      g.save(); ironXf(g, p);
      g.fillStyle = 'rgb(182,184,188)'; g.beginPath(); g.moveTo(0.16, 0.03); g.lineTo(0.86, 0.02); g.bezierCurveTo(0.93, 0.1, 0.93, 0.3, 0.86, 0.42); g.lineTo(0.2, 0.27); g.closePath(); g.fill();
      g.strokeStyle = 'rgb(70,72,76)'; g.lineWidth = 0.009;
      for (var k = 0; k < 10; k++) { var yy = 0.055 + k * 0.028, xe = 0.82 + 0.04 * Math.sin(k * 0.3); if (yy > 0.27) xe -= (yy - 0.27) * 1.2; g.beginPath(); g.moveTo(0.22 + (yy > 0.25 ? (yy - 0.25) * 0.4 : 0), yy); g.lineTo(xe, yy); g.stroke(); }
      g.fillStyle = 'rgb(12,18,30)'; g.beginPath(); g.rect(0.07 + hx * 0.5 - 0.05, 0.12 + hy * 0.5, 0.1, 0.11); g.restore();
      g.save(); ironXf(g, p); g.lineCap = 'butt'; g.strokeStyle = 'rgb(14,16,20)'; g.lineWidth = 0.086; g.beginPath(); g.moveTo(0.07 + hx * 0.5, 0.12 + hy * 0.5); g.lineTo(0.07 + hx * 0.6, 0.12 + hy * 0.6); g.stroke(); g.restore();
    },
    gloss: function (g) { g.save(); ironXf(g, p); g.fillStyle = '#000'; g.beginPath(); g.moveTo(0.16, 0.03); g.lineTo(0.86, 0.02); g.bezierCurveTo(0.93, 0.1, 0.93, 0.3, 0.86, 0.42); g.lineTo(0.2, 0.27); g.closePath(); g.fill(); g.restore(); },
    bump: function (g) {
      g.save(); ironXf(g, p); g.strokeStyle = 'rgb(40,40,40)'; g.lineWidth = 0.01;
      for (var k = 0; k < 10; k++) { var yy = 0.055 + k * 0.028, xe = 0.82 + 0.04 * Math.sin(k * 0.3); if (yy > 0.27) xe -= (yy - 0.27) * 1.2; g.beginPath(); g.moveTo(0.22 + (yy > 0.25 ? (yy - 0.25) * 0.4 : 0), yy); g.lineTo(xe, yy); g.stroke(); }
      g.restore();
    }, bumpK: 1.5 });
}
SCENES.irons = function () {
  seamless(X, { hz: 0.55, lx: 0.5, ly: 0.35 });
  var E = ENV_CHROME(), lays = [], tx = W * 0.56, ty = -H * 1.6, n = 5;
  for (var i = 0; i < n; i++) {
    var s = 205, x = W * (0.06 + i * 0.158), y = H * (0.80 + 0.012 * Math.abs(i - 2));
    var hx = x + (0.07 - 0.42 * 0.6) * s, hy = y - (0.12 + 0.91 * 0.6) * s;
    var want = Math.atan2(ty - hy, tx - hx), base = Math.atan2(-0.91, -0.42);
    lays.push(ironLayer({ x: x, y: y, s: s, ang: want - base }, E));
  }
  for (i = 0; i < n; i++) layerShadow(X, lays[i], H * 0.86, { sq: 0.08, a: 0.28, blur: 14, dx: 30 });
  for (i = 0; i < n; i++) X.drawImage(lays[i], 0, 0);
  vignette(X, 0.16, [0.2, 0.17, 0.14], 0.5);
  grain(6, 9);
};
/* --- putter (overhead, satin milled steel) --- */
SCENES.putter = function () {
  seamless(X, { hz: 0.3, lx: 0.5, ly: 0.55, top: hex('#dcd8d2'), mid: hex('#e8e5e0'), bot: hex('#d2cdc6') });
  var E = ENV_STUDIO(), cx = W * 0.52, cy = H * 0.7, rot = -0.08;
  function xf(g) { g.translate(cx, cy); g.rotate(rot); }
  function headShape(g) { rrect(g, -230, -70, 460, 140, 50); }
  var head = inflate({ R: 26, prof: 'flat', env: ENV_CHROME(), mat: MAT.satin, mat2: MAT.gloss, col: [0.7, 0.71, 0.73], curve: [0.15, 0.25],
    shape: function (g) { g.save(); xf(g); headShape(g); g.fill(); g.restore(); },
    paint: function (g) {
      g.save(); xf(g);
      g.fillStyle = 'rgb(0,36,74)'; rrect(g, -150, -28, 300, 76, 28); g.fill();
      g.fillStyle = 'rgb(240,240,238)'; g.fillRect(-2, -70, 4, 42);
      g.fillStyle = 'rgb(200,202,206)'; g.font = '600 18px "DejaVu Sans"'; g.textAlign = 'center'; g.fillText('M E R I D I A N', 0, 18);
      g.fillStyle = 'rgb(150,152,156)'; g.fillRect(-230, -70, 460, 16);
      g.restore();
    },
    gloss: function (g) { g.save(); xf(g); g.fillStyle = '#000'; rrect(g, -150, -28, 300, 76, 28); g.fill(); g.restore(); },
    bump: function (g) {
      g.save(); xf(g); g.fillStyle = 'rgb(60,60,60)'; rrect(g, -152, -30, 304, 80, 30); g.fill();
      g.strokeStyle = 'rgb(122,122,122)'; g.lineWidth = 1; for (var k = -240; k < 240; k += 3) { g.beginPath(); g.moveTo(k, -70); g.lineTo(k + 12, 70); g.stroke(); }
      g.restore();
    }, bumpK: 3 });
  var neck = inflate({ R: 9, prof: 'round', env: ENV_CHROME(), mat: MAT.chrome, col: [0.82, 0.83, 0.85],
    shape: function (g) { g.save(); xf(g); g.lineCap = 'round'; g.lineJoin = 'round'; g.lineWidth = 22; g.beginPath(); g.moveTo(-168, -45); g.lineTo(-168, -88); g.quadraticCurveTo(-168, -100, -182, -104); g.lineTo(-205, -110); g.stroke();
      g.lineWidth = 14; g.beginPath(); g.moveTo(-205, -110); g.lineTo(-560, -900); g.stroke(); g.restore(); } });
  layerShadow(X, head, cy + 60, { sq: 0.35, a: 0.4, blur: 22, dx: 25 });
  shadow(X, cx + 20, cy + 55, 240, 30, 0.25, 14);
  X.drawImage(head, 0, 0); X.drawImage(neck, 0, 0);
  vignette(X, 0.16, [0.2, 0.17, 0.14], 0.5);
  grain(6, 10);
};
SCENES.fairway = function () {
  seamless(X, { hz: 0.62, lx: 0.45, top: hex('#d6d3ce'), mid: hex('#eae7e2') });
  var lay = woodLayer({ env: ENV_STUDIO(), cam: { target: [0.0, 0.05, 0], yaw: 0.95, pitch: 0.3, dist: 6 }, scale: 400, cx: W * 0.47, cy: H * 0.6,
    ground: { col: [0.12, 0.1, 0.08] }, P: { a: 0.5, b: 0.2, c: 0.44, fz: 0.27, sy: -0.14, oz: -0.08, crown: [0.01, 0.012, 0.016], sole: [0.75, 0.75, 0.76], accent: [0.0, 0.14, 0.29], shaftCol: [0.2, 0.21, 0.24] } });
  X.drawImage(lay, 0, 0);
  vignette(X, 0.18, [0.2, 0.17, 0.14], 0.5);
  grain(6, 11);
};
/* --- golf balls (lathe sphere with dimples) --- */
function spherePts(R) { var p = []; for (var i = 0; i <= 24; i++) { var a = i / 24 * Math.PI; p.push([R * Math.sin(a), R - R * Math.cos(a)]); } return p; }
function dimpleBump(R, rows) {
  var dl = Math.PI / rows, counts = [];
  for (var i = 0; i < rows; i++) { var lat = -Math.PI / 2 + (i + 0.5) * dl; counts.push(Math.max(1, Math.round(2 * Math.PI * Math.cos(lat) / dl))); }
  var rd = dl * 0.47;
  return function (t, th, y, r) {
    var lat = Math.asin(clamp((y - R) / R, -1, 1)), row = Math.floor((lat + Math.PI / 2) / dl), best = 1e9, bdt = 0, bdl = 0;
    for (var k = row - 1; k <= row + 1; k++) {
      if (k < 0 || k >= rows) continue;
      var clat = -Math.PI / 2 + (k + 0.5) * dl, n = counts[k], dlon = 2 * Math.PI / n, off = (k & 1) * dlon * 0.5;
      var j = Math.round((th - off) / dlon), clon = off + j * dlon, dx = (th - clon) * Math.cos(lat), dy = lat - clat, dd = dx * dx + dy * dy;
      if (dd < best) { best = dd; bdt = dx; bdl = dy; }
    }
    var d = Math.sqrt(best); if (d > rd) return null;
    var k2 = 1.6 * sstep(rd, rd * 0.7, d);
    return [-bdt / rd * k2, -bdl / rd * k2];
  };
}
function golfBall(g, E, cx, cy, R, ph, seedRot) {
  var rotOff = seedRot || 0, bump = dimpleBump(R, 15);
  shadow(g, cx + R * 0.35, cy + R * 0.05, R * 1.1, R * 0.32, 0.3, R * 0.25);
  shadow(g, cx + R * 0.05, cy, R * 0.55, R * 0.12, 0.55, R * 0.06);
  var lay = lathe({ pts: spherePts(R), cx: cx, cy: cy, phi: ph || 0.15, mat: MAT.urethane, env: E, aoY: R * 0.5,
    bump: function (t, th, y, r) { return bump(t, th + rotOff, y, r); },
    albedo: function (t, th, y, r) { var lat = (y - R) / R; if (Math.abs(lat - 0.05) < 0.025 && Math.abs(th - 0.35) < 0.55) return [0.0, 0.14, 0.29]; return [0.95, 0.95, 0.94]; } });
  g.drawImage(lay, 0, 0);
}
function navyBox3d(g, o) {
  // o: x,y (front-bottom-left), w (front width), h, d (depth), ang offset for side; lid etc.
  var x = o.x, y = o.y, w = o.w, h = o.h, dx = o.d * 0.55, dy = -o.d * 0.32;
  var base = o.col || [0.0, 0.14, 0.29];
  shadow(g, x + w / 2 + dx * 0.6, y + 6, w * 0.62 + dx * 0.5, Math.max(12, -dy * 0.8), 0.32, 18);
  // side
  g.fillStyle = linear(g, x + w, 0, x + w + dx, 0, [[0, css(mixc(base, [0, 0, 0], 0.45))], [1, css(mixc(base, [0, 0, 0], 0.6))]]);
  g.beginPath(); g.moveTo(x + w, y); g.lineTo(x + w + dx, y + dy); g.lineTo(x + w + dx, y + dy - h); g.lineTo(x + w, y - h); g.closePath(); g.fill();
  // top
  g.fillStyle = linear(g, x, y - h, x + dx, y - h + dy, [[0, css(mixc(base, [1, 1, 1], 0.22))], [1, css(mixc(base, [1, 1, 1], 0.12))]]);
  g.beginPath(); g.moveTo(x, y - h); g.lineTo(x + w, y - h); g.lineTo(x + w + dx, y - h + dy); g.lineTo(x + dx, y - h + dy); g.closePath(); g.fill();
  // front
  g.fillStyle = linear(g, x, y - h, x + w, y, [[0, css(mixc(base, [1, 1, 1], 0.1))], [0.6, css(base)], [1, css(mixc(base, [0, 0, 0], 0.25))]]);
  g.fillRect(x, y - h, w, h);
  // edge highlights
  g.strokeStyle = 'rgba(255,255,255,0.18)'; g.lineWidth = 1.2; g.beginPath(); g.moveTo(x, y - h); g.lineTo(x + w, y - h); g.lineTo(x + w + dx, y - h + dy); g.stroke();
  if (o.front) { g.save(); g.beginPath(); g.rect(x, y - h, w, h); g.clip(); o.front(g, x, y - h, w, h); g.restore(); }
  if (o.top) { g.save(); g.beginPath(); g.moveTo(x, y - h); g.lineTo(x + w, y - h); g.lineTo(x + w + dx, y - h + dy); g.lineTo(x + dx, y - h + dy); g.closePath(); g.clip(); o.top(g, x, y - h, w, dx, dy); g.restore(); }
}
function brandText(g, txt, x, y, size, col, spacing, weight) {
  g.save(); g.fillStyle = col; g.font = (weight || 500) + ' ' + size + 'px "DejaVu Sans"'; g.textAlign = 'center'; g.textBaseline = 'middle';
  if (spacing) { try { g.letterSpacing = spacing + 'px'; } catch (e) { /* older canvas */ } }
  g.fillText(txt, x, y); g.restore();
}
SCENES.balls = function () {
  seamless(X, { hz: 0.5, lx: 0.5, ly: 0.35 });
  var E = ENV_STUDIO();
  navyBox3d(X, { x: W * 0.18, y: H * 0.66, w: W * 0.46, h: H * 0.3, d: W * 0.22,
    front: function (g, x, y, w, h) {
      brandText(g, 'MERIDIAN', x + w / 2, y + h * 0.42, Math.round(w * 0.085), 'rgba(235,230,220,0.95)', Math.round(w * 0.03), 500);
      brandText(g, 'TOUR  \u00b7  SOFT  \u00b7  3-PIECE', x + w / 2, y + h * 0.62, Math.round(w * 0.03), 'rgba(200,185,150,0.9)', 3, 400);
      g.strokeStyle = 'rgba(200,175,120,0.6)'; g.lineWidth = 1.5; g.strokeRect(x + 12, y + 12, w - 24, h - 24);
    } });
  golfBall(X, E, W * 0.3, H * 0.86, 92, 0.16, 0.0);
  golfBall(X, E, W * 0.55, H * 0.9, 98, 0.16, 0.8);
  golfBall(X, E, W * 0.78, H * 0.8, 86, 0.16, 1.7);
  vignette(X, 0.18, [0.2, 0.17, 0.14], 0.5);
  grain(6, 12);
};
/* --- golf bag --- */
var NAVY = [0.0, 0.141, 0.29];
function knitBump(g, x, y, w, h, sd) {
  g.save(); g.strokeStyle = 'rgba(90,90,90,0.9)'; g.lineWidth = 2;
  for (var yy = y; yy < y + h; yy += 6) for (var xx = x; xx < x + w; xx += 8) { g.beginPath(); g.moveTo(xx, yy); g.lineTo(xx + 4, yy + 5); g.lineTo(xx + 8, yy); g.stroke(); }
  g.restore();
}
SCENES.bag = function () {
  seamless(X, { hz: 0.62, lx: 0.5, ly: 0.35 });
  var E = ENV_STUDIO(), rot = -0.06, ox = W * 0.5, oy = H * 0.9;
  function xf(g) { g.translate(ox, oy); g.rotate(rot); g.scale(0.86, 1.04); g.translate(-400, -720); }
  var covers = [
    { x: 330, y: 150, rx: 78, ry: 60, col: NAVY, knit: false, band: [0.93, 0.92, 0.88] },
    { x: 478, y: 150, rx: 70, ry: 56, col: [0.55, 0.56, 0.58], knit: true, band: NAVY },
    { x: 410, y: 100, rx: 84, ry: 62, col: [0.9, 0.88, 0.83], knit: false, band: NAVY }];
  var lays = [];
  covers.forEach(function (c) {
    lays.push(inflate({ R: 55, prof: 'round', env: E, mat: c.knit ? MAT.fabric : MAT.leather, col: c.col,
      shape: function (g) { g.save(); xf(g); ell(g, c.x, c.y, c.rx, c.ry, (c.x - 410) * 0.004); g.fill(); rrect(g, c.x - 40, c.y + 10, 80, 150, 34); g.fill(); g.restore(); },
      paint: function (g) { g.save(); xf(g); g.fillStyle = css(c.band); g.fillRect(c.x - 44, c.y + 72, 88, 14); g.fillStyle = css(mixc(c.col, [0, 0, 0], 0.25)); g.fillRect(c.x - 44, c.y + 66, 88, 3); g.restore(); },
      bump: c.knit ? function (g) { g.save(); xf(g); knitBump(g, c.x - c.rx, c.y - c.ry, c.rx * 2, c.ry + 140); g.restore(); } : function (g) { g.save(); xf(g); g.strokeStyle = 'rgb(100,100,100)'; g.setLineDash([5, 4]); g.lineWidth = 1.5; ell(g, c.x, c.y + 4, c.rx - 8, c.ry - 10, -0.15); g.stroke(); g.restore(); },
      bumpK: c.knit ? 2.5 : 1.2 }));
  });
  var body = inflate({ R: 118, prof: 'round', env: E, mat: MAT.leather, col: NAVY, hk: 0.8, grainK: 0.35, grainS: 1.3,
    shape: function (g) { g.save(); xf(g); rrect(g, 282, 215, 236, 505, 36); g.fill(); g.restore(); },
    paint: function (g) {
      g.save(); xf(g);
      g.fillStyle = 'rgb(236,234,228)'; g.fillRect(318, 215, 34, 440);
      g.fillStyle = 'rgb(42,44,48)'; g.fillRect(282, 655, 236, 70);
      g.fillStyle = 'rgb(200,170,110)'; g.fillRect(282, 650, 236, 5);
      g.save(); g.translate(338, 560); g.rotate(-Math.PI / 2); brandText(g, 'MERIDIAN', 0, 0, 20, 'rgb(0,36,74)', 6, 600); g.restore();
      g.restore();
    },
    bump: function (g) { g.save(); xf(g); g.strokeStyle = 'rgb(95,95,95)'; g.setLineDash([4, 3]); g.lineWidth = 1.4; [314, 356].forEach(function (x) { g.beginPath(); g.moveTo(x, 225); g.lineTo(x, 650); g.stroke(); }); g.restore(); },
    bumpK: 1.4 });
  var cuff = inflate({ R: 26, prof: 'round', env: E, mat: MAT.leather, col: NAVY,
    shape: function (g) { g.save(); xf(g); rrect(g, 268, 196, 264, 64, 26); g.fill(); g.restore(); },
    paint: function (g) { g.save(); xf(g); g.fillStyle = 'rgb(236,234,228)'; g.fillRect(268, 246, 264, 5); g.fillStyle = 'rgb(200,170,110)'; g.fillRect(268, 204, 264, 3); g.restore(); } });
  var pocket = inflate({ R: 20, prof: 'flat', env: E, mat: MAT.leather, col: [0.02, 0.17, 0.33],
    shape: function (g) { g.save(); xf(g); rrect(g, 372, 380, 132, 230, 30); g.fill(); g.restore(); },
    paint: function (g) { g.save(); xf(g); g.fillStyle = 'rgb(190,192,196)'; g.fillRect(470, 392, 6, 30); brandText(g, 'M', 438, 520, 34, 'rgba(236,234,228,0.95)', 0, 300); g.restore(); },
    bump: function (g) { g.save(); xf(g); g.strokeStyle = 'rgb(40,40,40)'; g.lineWidth = 3; g.beginPath(); g.moveTo(384, 392); g.lineTo(492, 392); g.stroke(); g.strokeStyle = 'rgb(100,100,100)'; g.setLineDash([4, 3]); g.lineWidth = 1.2; rrect(g, 380, 388, 116, 214, 24); g.stroke(); g.restore(); },
    bumpK: 2 });
  var strap = inflate({ R: 12, prof: 'flat', env: E, mat: MAT.leather, col: [0.05, 0.08, 0.14],
    shape: function (g) { g.save(); xf(g); g.lineWidth = 38; g.lineCap = 'round'; g.beginPath(); g.moveTo(505, 270); g.bezierCurveTo(600, 330, 610, 470, 512, 575); g.stroke(); g.restore(); },
    paint: function (g) { g.save(); xf(g); g.strokeStyle = 'rgb(200,170,110)'; g.lineWidth = 2; g.beginPath(); g.moveTo(505, 270); g.bezierCurveTo(600, 330, 610, 470, 512, 575); g.stroke(); g.restore(); } });
  var all = [lays[0], lays[1], lays[2], body, pocket, cuff, strap], t = canvas(W, H), tg = ctx(t);
  for (var i = 0; i < all.length; i++) tg.drawImage(all[i], 0, 0);
  layerShadow(X, t, oy, { sq: 0.06, a: 0.4, blur: 16, dx: 40 });
  shadow(X, ox + 10, oy - 2, 140, 16, 0.45, 8);
  X.drawImage(lays[0], 0, 0); X.drawImage(lays[1], 0, 0);
  X.save(); xf(X); X.fillStyle = 'rgb(8,12,20)'; ell(X, 400, 206, 122, 20); X.fill(); X.restore();
  X.drawImage(lays[2], 0, 0);
  X.drawImage(body, 0, 0); X.drawImage(cuff, 0, 0); X.drawImage(pocket, 0, 0); X.drawImage(strap, 0, 0);
  vignette(X, 0.16, [0.2, 0.17, 0.14], 0.5);
  grain(6, 13);
};
/* --- glove --- */
SCENES.glove = function () {
  seamless(X, { hz: 0.25, lx: 0.45, ly: 0.45, top: hex('#dedad4'), mid: hex('#e7e4df'), bot: hex('#d6d1ca') });
  var E = ENV_STUDIO(), cx = W * 0.5, cy = H * 0.55, s = 100, rot = -0.42;
  function xf(g) { g.translate(cx, cy); g.rotate(rot); g.scale(s, s); }
  var fingers = [[-0.95, -1.2, -1.25, -3.5, 0.36], [-0.32, -1.3, -0.38, -3.95, 0.37], [0.33, -1.3, 0.45, -3.75, 0.36], [0.95, -1.1, 1.2, -3.0, 0.32]];
  function shape(g) {
    g.save(); xf(g); rrect(g, -1.35, -1.5, 2.7, 3.1, 0.75); g.fill();
    fingers.forEach(function (f) { capsule(g, f[0], f[1], f[2], f[3], f[4]); });
    capsule(g, -1.05, 0.5, -2.35, -0.85, 0.42);
    rrect(g, -1.25, 1.3, 2.5, 1.0, 0.3); g.fill();
    g.restore();
  }
  var glove = inflate({ R: 20, prof: 'round', env: E, mat: MAT.leather, col: [0.95, 0.945, 0.93], ao: true, shape: shape, grainK: 0.3, grainS: 1.2,
    paint: function (g) { g.save(); xf(g); g.fillStyle = 'rgb(236,232,224)'; rrect(g, -1.25, 1.55, 2.5, 0.75, 0.3); g.fill(); g.restore(); },
    bump: function (g) {
      g.save(); xf(g); g.fillStyle = 'rgb(70,70,70)';
      fingers.forEach(function (f) { for (var k = 0.25; k < 0.85; k += 0.09) { for (var side = -1; side <= 1; side += 2) { var x = lerp(f[0], f[2], k) + side * 0.15, y = lerp(f[1], f[3], k); g.beginPath(); g.arc(x, y, 0.03, 0, 6.3); g.fill(); } } });
      g.strokeStyle = 'rgb(80,80,80)'; g.lineWidth = 0.035;
      fingers.forEach(function (f) { g.beginPath(); g.moveTo(f[0], f[1] + 0.3); g.quadraticCurveTo(f[0] * 1.02, f[1] - 0.2, f[0] + (f[2] - f[0]) * 0.3, f[1] + (f[3] - f[1]) * 0.3); g.stroke(); });
      g.beginPath(); g.moveTo(-1.25, 1.5); g.lineTo(1.25, 1.5); g.stroke();
      g.strokeStyle = 'rgb(105,105,105)'; g.lineWidth = 0.02; for (var k = 0; k < 6; k++) { g.beginPath(); g.moveTo(-0.9 + k * 0.33, -0.9); g.quadraticCurveTo(-0.8 + k * 0.33, -1.05, -0.7 + k * 0.33, -0.92); g.stroke(); }
      g.restore();
    }, bumpK: 1.6 });
  var tab = inflate({ R: 10, prof: 'flat', env: E, mat: MAT.leather, col: NAVY,
    shape: function (g) { g.save(); xf(g); rrect(g, -0.35, 1.2, 1.75, 0.95, 0.28); g.fill(); g.restore(); },
    paint: function (g) { g.save(); xf(g); g.strokeStyle = 'rgb(236,234,228)'; g.lineWidth = 0.03; g.beginPath(); g.arc(0.25, 1.67, 0.26, 0, 6.3); g.stroke(); g.font = '500 0.3px "DejaVu Sans"'; g.fillStyle = 'rgb(236,234,228)'; g.textAlign = 'center'; g.textBaseline = 'middle'; g.fillText('M', 0.25, 1.68); g.restore(); },
    bump: function (g) { g.save(); xf(g); g.strokeStyle = 'rgb(95,95,95)'; g.setLineDash([0.06, 0.05]); g.lineWidth = 0.025; rrect(g, -0.27, 1.28, 1.6, 0.8, 0.22); g.stroke(); g.restore(); }, bumpK: 1.2 });
  layerShadow(X, glove, cy + 130, { sq: 1, a: 0.28, blur: 14, dx: 14 });
    X.drawImage(glove, 0, 0); X.drawImage(tab, 0, 0);
  vignette(X, 0.16, [0.2, 0.17, 0.14], 0.5);
  grain(6, 14);
};
/* ---------- scenes: glass & porcelain ---------- */
var GLASS = {
  amber: { abs: [0.006, 0.035, 0.11], refr: 16, tint: [1.0, 0.5, 0.1], glow: 0.5, spec: 1.2, dk: [0.16, 0.07, 0.02], lum: 1.12, baseGlow: 0.4 },
  moss: { abs: [0.05, 0.034, 0.115], refr: 16, tint: [0.58, 0.64, 0.3], glow: 0.4, spec: 1.2, dk: [0.05, 0.07, 0.03], lum: 1.1, baseGlow: 0.35 },
  clear: { abs: [0.006, 0.004, 0.005], refr: 14, tint: [0.8, 0.95, 0.9], glow: 0.1, spec: 1.4 },
  smoke: { abs: [0.016, 0.017, 0.018], refr: 14, tint: [0.6, 0.6, 0.6], glow: 0.1, spec: 1.4 },
  blue: { abs: [0.05, 0.025, 0.006], refr: 16, tint: [0.3, 0.5, 1.0], glow: 0.4, spec: 1.2 }
};
function scalePts(pts, k) { var o = pts.map(function (p) { return [p[0] * k, p[1] * k, p[2]]; }); o.innerIdx = pts.innerIdx; return o; }
function glassCaustic(g, cx, cy, rx, ry, col, a, dx) {
  g.save(); g.globalCompositeOperation = 'screen'; g.filter = 'blur(' + Math.round(rx * 0.12) + 'px)';
  g.fillStyle = radial(g, 0, 0, 1, [[0, css(col, a)], [0.5, css(col, a * 0.5)], [1, css(col, 0)]]);
  g.translate(cx + (dx || 0), cy); g.scale(rx, ry); g.beginPath(); g.arc(0, 0, 1, 0, Math.PI * 2); g.fill(); g.restore();
}
var ENV_GLASS = function () {
  return mkEnv({ sky: [0.85, 0.84, 0.82], hor: [0.55, 0.54, 0.52], gnd: [0.3, 0.29, 0.27],
    boxes: [{ a: -0.5, e: 0.45, w: 0.16, h: 0.55, s: 0.05, c: [1, 1, 1], k: 2.2 },
      { a: 0.75, e: 0.3, w: 0.05, h: 0.6, s: 0.03, c: [1, 0.98, 0.95], k: 1.6 },
      { a: -2.75, e: 0.2, w: 0.07, h: 0.9, s: 0.03, c: [1, 1, 1], k: 1.6 },
      { a: 2.8, e: 0.2, w: 0.06, h: 0.9, s: 0.03, c: [1, 1, 1], k: 1.4 },
      { a: 1.57, e: 0.0, w: 0.6, h: 1.2, s: 0.2, c: [1, 1, 1], k: -0.4 },
      { a: -1.57, e: 0.0, w: 0.5, h: 1.2, s: 0.2, c: [1, 1, 1], k: -0.35 }],
    L: [-0.55, -0.55, 0.6], Lc: [0.9, 0.88, 0.85], amb: [0.45, 0.44, 0.43], ambG: [0.25, 0.24, 0.23] });
};
/* glass shadow: light grey, tinted, with a caustic focus */
function glassShadow(g, cx, cy, rx, ry, tint, k) {
  k = k || 1;
  shadow(g, cx + rx * 0.35, cy - ry * 0.2, rx * 1.5, ry * 1.6, 0.16 * k, rx * 0.25);
  g.save(); g.globalCompositeOperation = 'multiply'; g.globalAlpha = 0.35 * k; g.filter = 'blur(' + Math.round(rx * 0.12) + 'px)';
  g.fillStyle = css(tint); ell(g, cx + rx * 0.45, cy + ry * 0.1, rx * 1.25, ry * 1.25); g.fill(); g.restore();
  shadow(g, cx, cy, rx * 1.0, ry * 0.95, 0.28 * k, 3);
  glassCaustic(g, cx + rx * 0.55, cy + ry * 0.35, rx * 0.55, ry * 0.5, mixc(tint, [1, 1, 1], 0.45), 0.55 * k, 0);
}
function glassVase(g, o) {
  var pts = scalePts(o.pts, o.k || 1), r0 = pts[1][0], phi = o.phi === undefined ? 0.2 : o.phi;
  if (o.shadow !== false) glassShadow(g, o.cx, o.cy, r0, r0 * Math.sin(phi), o.glass.tint, o.sh);
  var lay = lathe({ pts: pts, cx: o.cx, cy: o.cy, phi: phi, glass: o.glass, env: o.env || ENV_GLASS(), innerDepth: o.innerDepth === undefined ? 60 * (o.k || 1) : o.innerDepth, wall: (o.wall || 7) * (o.k || 1), solidY: (o.solid || 25) * (o.k || 1) });
  g.drawImage(lay, 0, 0);
  return lay;
}
var VASES = {
  amber: vessel([[105, 0], [128, 20], [160, 110], [162, 200], [128, 300], [78, 370], [60, 420], [64, 455], [74, 470]], 7, 28),
  moss: vessel([[70, 0], [84, 14], [92, 140], [92, 330], [84, 420], [52, 470], [36, 520], [36, 600], [42, 612]], 6, 24),
  clear: vessel([[60, 0], [75, 12], [118, 90], [145, 180], [150, 220], [128, 265], [96, 290], [92, 310], [100, 322]], 6, 26),
  bud: vessel([[42, 0], [52, 10], [70, 70], [72, 120], [50, 170], [24, 215], [20, 250], [24, 262]], 5, 18)
};
SCENES.vaseAmber = function () {
  seamless(X, { hz: 0.6, lx: 0.45 });
  glassVase(X, { pts: VASES.amber, cx: W * 0.5, cy: H * 0.82, k: 1.05, glass: GLASS.amber });
  vignette(X, 0.16, [0.2, 0.16, 0.12], 0.5);
  grain(6, 7);
};
SCENES.vaseGreen = function () {
  seamless(X, { hz: 0.58, lx: 0.55, top: hex('#d5d3cc'), mid: hex('#e9e7e1') });
  glassVase(X, { pts: VASES.moss, cx: W * 0.5, cy: H * 0.86, k: 1.0, glass: GLASS.moss });
  vignette(X, 0.16, [0.2, 0.16, 0.12], 0.5);
  grain(6, 8);
};
var MATH = {
  porcelain: { type: 'diel', F0: 0.05, rough: 0.03, ks: 1, wrap: 0.35, shin: 160, sk: 0.45, kd: 1.02 },
  brass: { type: 'metal', rough: 0.1, ks: 1, kd: 0.3, shin: 120, sk: 0.35 },
  wax: { type: 'diel', F0: 0.03, rough: 0.4, ks: 0.4, wrap: 0.7, shin: 10, sk: 0.02 },
  wood: { type: 'diel', F0: 0.04, rough: 0.3, ks: 0.6, wrap: 0.2, shin: 30, sk: 0.05 }
};
var ENV_WARM = function () {
  return mkEnv({ sky: [0.9, 0.86, 0.8], hor: [0.62, 0.58, 0.53], gnd: [0.36, 0.33, 0.3],
    boxes: [{ a: -0.6, e: 0.5, w: 0.35, h: 0.3, s: 0.1, c: [1, 0.97, 0.92], k: 1.8 },
      { a: 1.3, e: 0.2, w: 0.08, h: 0.6, s: 0.05, c: [1, 0.95, 0.88], k: 1.2 },
      { a: -2.6, e: 0.25, w: 0.1, h: 0.7, s: 0.05, c: [1, 1, 1], k: 1.2 }],
    L: [-0.55, -0.6, 0.58], Lc: [0.9, 0.86, 0.8], amb: [0.45, 0.43, 0.41], ambG: [0.26, 0.24, 0.22] });
};
function ribBump(n, k, y0) { return function (t, th, y, r) { if (y < (y0 || 0)) return null; return [k * Math.sin(th * n), 0]; }; }
SCENES.bowl = function () {
  seamless(X, { hz: 0.45, lx: 0.5, ly: 0.4, top: hex('#cfcac2'), mid: hex('#e4e0d9'), bot: hex('#d8d3cb') });
  var cx = W * 0.5, cy = H * 0.76, phi = 0.5;
  var pts = vessel([[95, 0], [104, 6], [118, 12], [190, 50], [250, 110], [280, 168]], 8, 16);
  glassShadow(X, cx, cy, 110, 110 * Math.sin(phi), [0.75, 0.9, 0.88], 1.1);
  var lay = lathe({ pts: pts, cx: cx, cy: cy, phi: phi, glass: { abs: [0.012, 0.005, 0.007], refr: 18, tint: [0.75, 0.95, 0.9], glow: 0.1, spec: 1.4, dk: [0.12, 0.14, 0.13], baseGlow: 0.2 },
    env: ENV_GLASS(), wall: 8, solidY: 14, bump: ribBump(36, 0.35, 14) });
  X.drawImage(lay, 0, 0);
  vignette(X, 0.18, [0.2, 0.16, 0.12], 0.5);
  grain(6, 33);
};
function oakTray(g, cx, cy, rx, ry, th) {
  shadow(g, cx + 20, cy + th + 10, rx * 1.02, ry * 1.05, 0.35, 22);
  g.fillStyle = linear(g, cx - rx, 0, cx + rx, 0, [[0, '#8a6440'], [0.5, '#a57c53'], [1, '#7c5736']]);
  ell(g, cx, cy + th, rx, ry); g.fill(); g.fillRect(cx - rx, cy, rx * 2, th);
  var t = noiseTex(160, 40, 3, 3, function (v, x, y) { var s = Math.sin((x * 0.15 + v * 6)) * 0.5 + 0.5; var c = 150 + s * 60; return [c + 20, c - 10, c - 50, 255]; });
  g.save(); ell(g, cx, cy, rx, ry); g.clip();
  g.fillStyle = radial(g, cx - rx * 0.3, cy - ry * 0.4, rx * 1.4, [[0, '#c9a073'], [1, '#9b7148']]); g.fillRect(cx - rx, cy - ry, rx * 2, ry * 2);
  g.globalAlpha = 0.35; g.globalCompositeOperation = 'multiply'; g.drawImage(t, cx - rx, cy - ry, rx * 2, ry * 2); g.restore();
  g.strokeStyle = 'rgba(255,235,210,0.35)'; g.lineWidth = 1.5; ell(g, cx, cy, rx - 1, ry - 1); g.stroke();
}
SCENES.tumblers = function () {
  seamless(X, { hz: 0.5, lx: 0.55, ly: 0.4, top: hex('#d2cdc5'), mid: hex('#e6e2dc'), bot: hex('#d5d0c8') });
  var phi = 0.3, E = ENV_GLASS();
  oakTray(X, W * 0.5, H * 0.7, 330, 330 * Math.sin(phi), 16);
  var pts = vessel([[78, 0], [84, 4], [88, 14], [96, 200]], 5, 30, 3);
  var specs = [[W * 0.34, H * 0.67, GLASS.smoke, 0.95], [W * 0.64, H * 0.65, GLASS.clear, 1.0], [W * 0.5, H * 0.82, GLASS.clear, 1.05]];
  specs.forEach(function (sp) {
    var p = scalePts(pts, sp[3]);
    glassShadow(X, sp[0], sp[1], 80 * sp[3], 80 * sp[3] * Math.sin(phi), sp[2].tint, 0.9);
    var lay = lathe({ pts: p, cx: sp[0], cy: sp[1], phi: phi, glass: sp[2], env: E, wall: 5 * sp[3], solidY: 30 * sp[3], bump: ribBump(28, 0.28, 34 * sp[3]) });
    X.drawImage(lay, 0, 0);
  });
  vignette(X, 0.18, [0.2, 0.16, 0.12], 0.5);
  grain(6, 34);
};
function flame(g, x, y, h) {
  glow(g, x, y - h * 0.4, h * 5, [1, 0.7, 0.35], 0.35);
  glow(g, x, y - h * 0.4, h * 1.6, [1, 0.8, 0.5], 0.5);
  g.save(); g.filter = 'blur(' + Math.max(1, h * 0.04) + 'px)';
  g.fillStyle = linear(g, x, y, x, y - h, [[0, 'rgba(120,150,255,0.9)'], [0.15, 'rgba(255,230,170,1)'], [0.6, 'rgba(255,200,110,0.95)'], [1, 'rgba(255,140,40,0)']]);
  g.beginPath(); g.moveTo(x, y - h); g.bezierCurveTo(x + h * 0.28, y - h * 0.45, x + h * 0.2, y, x, y); g.bezierCurveTo(x - h * 0.2, y, x - h * 0.28, y - h * 0.45, x, y - h); g.fill();
  g.fillStyle = 'rgba(255,250,235,0.9)'; ell(g, x, y - h * 0.3, h * 0.07, h * 0.2); g.fill();
  g.restore();
  g.strokeStyle = 'rgba(30,20,10,0.9)'; g.lineWidth = Math.max(1, h * 0.03); g.beginPath(); g.moveTo(x, y + 2); g.lineTo(x + 1, y - h * 0.12); g.stroke();
}
function candlestick(g, E, cx, cy, k, phi, candleH) {
  var pts = [[0, 0], [62, 0], [66, 6], [64, 14], [40, 22], [26, 34], [20, 60], [16, 120], [22, 150], [14, 162], [13, 200], [24, 222], [34, 232], [34, 240], [20, 244], [0, 244]];
  pts = pts.map(function (p) { return [p[0] * k, p[1] * k]; });
  contact(g, cx, cy, 64 * k, 64 * k * Math.sin(phi), 1.0);
  var lay = lathe({ pts: pts, cx: cx, cy: cy, phi: phi, mat: MATH.brass, env: E, albedo: function () { return [1.0, 0.76, 0.42]; } });
  g.drawImage(lay, 0, 0);
  var top = cy - 240 * k * Math.cos(phi), cpts = [[0, 0], [15 * k, 0], [15 * k, candleH], [13 * k, candleH + 4 * k], [0, candleH + 6 * k]];
  var cl = lathe({ pts: cpts, cx: cx, cy: top, phi: phi, mat: MATH.wax, env: E, albedo: function (t, th, y) { var w = 0.93 + 0.05 * sstep(candleH * 0.6, candleH, y); return [w, w * 0.975, w * 0.94]; } });
  g.drawImage(cl, 0, 0);
  return [cx, top - (candleH + 6 * k) * Math.cos(phi)];
}
SCENES.candle = function () {
  var g = X;
  g.fillStyle = linear(g, 0, 0, 0, H, [[0, '#3a342d'], [0.62, '#5a5047'], [0.63, '#6b6054'], [1, '#4a4138']]); g.fillRect(0, 0, W, H);
  g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = radial(g, W * 0.45, H * 0.45, W * 0.7, [[0, 'rgba(200,150,100,0.35)'], [1, 'rgba(0,0,0,0)']]); g.fillRect(0, 0, W, H); g.restore();
  var E = mkEnv({ sky: [0.55, 0.48, 0.4], hor: [0.3, 0.26, 0.22], gnd: [0.18, 0.15, 0.12],
    boxes: [{ a: -0.6, e: 0.5, w: 0.3, h: 0.3, s: 0.1, c: [1, 0.9, 0.75], k: 1.4 }, { a: 0.2, e: 0.6, w: 0.1, h: 0.1, s: 0.05, c: [1, 0.8, 0.5], k: 2.0 }, { a: 2.5, e: 0.2, w: 0.1, h: 0.7, s: 0.05, c: [1, 0.85, 0.7], k: 1.0 }],
    L: [0.1, -0.8, 0.5], Lc: [0.95, 0.8, 0.6], amb: [0.3, 0.26, 0.22], ambG: [0.14, 0.12, 0.1] });
  var f1 = candlestick(g, E, W * 0.38, H * 0.88, 1.15, 0.2, 170);
  var f2 = candlestick(g, E, W * 0.64, H * 0.84, 0.9, 0.2, 120);
  flame(g, f1[0], f1[1] - 4, 46); flame(g, f2[0], f2[1] - 4, 40);
  vignette(X, 0.45, [0.05, 0.03, 0.02], 0.35);
  grain(7, 35);
};
var BPAT_CACHE = null;
/* hand-painted blue pattern texture (top view, centre = plate centre) */
function bluePattern(R) {
  if (BPAT_CACHE) return BPAT_CACHE;
  var S = 900, c = canvas(S, S), g = ctx(c), blue = 'rgba(28,58,130,';
  g.translate(S / 2, S / 2); var k = S / 2 / R;
  g.fillStyle = 'rgb(240,240,236)'; g.fillRect(-S, -S, 2 * S, 2 * S);
  var nf = 36;
  for (var i = 0; i < nf; i++) {
    var a = i / nf * Math.PI * 2;
    g.save(); g.rotate(a);
    g.strokeStyle = blue + '0.85)'; g.lineWidth = 5; g.beginPath(); g.moveTo(S * 0.345, 0); g.lineTo(S * 0.47, 0); g.stroke();
    g.fillStyle = blue + '0.75)'; ell(g, S * 0.478, 0, 8, 5); g.fill();
    g.restore();
  }
  g.strokeStyle = blue + '0.9)'; g.lineWidth = 3; g.beginPath(); g.arc(0, 0, S * 0.335, 0, 7); g.stroke(); g.beginPath(); g.arc(0, 0, S * 0.493, 0, 7); g.lineWidth = 6; g.stroke();
  // central flower + leaves
  for (var p = 0; p < 8; p++) {
    g.save(); g.rotate(p / 8 * Math.PI * 2 + 0.2);
    g.fillStyle = blue + '0.55)'; g.beginPath(); g.moveTo(0, 0); g.bezierCurveTo(40, -45, 110, -30, 120, 0); g.bezierCurveTo(110, 30, 40, 45, 0, 0); g.fill();
    g.strokeStyle = blue + '0.9)'; g.lineWidth = 3; g.stroke();
    g.beginPath(); g.moveTo(15, 0); g.lineTo(105, 0); g.lineWidth = 1.5; g.stroke();
    g.restore();
  }
  for (p = 0; p < 6; p++) {
    g.save(); g.rotate(p / 6 * Math.PI * 2); g.translate(S * 0.24, 0);
    g.strokeStyle = blue + '0.85)'; g.lineWidth = 3; g.beginPath(); g.moveTo(-40, 20); g.quadraticCurveTo(0, -30, 45, 10); g.stroke();
    g.fillStyle = blue + '0.6)'; for (var l = 0; l < 3; l++) { ell(g, -20 + l * 25, -8 + (l % 2) * 16, 14, 6, 0.6 * (l % 2 ? 1 : -1)); g.fill(); }
    g.restore();
  }
  g.fillStyle = blue + '0.9)'; g.beginPath(); g.arc(0, 0, 22, 0, 7); g.fill();
  g.fillStyle = 'rgb(240,240,236)'; g.beginPath(); g.arc(0, 0, 9, 0, 7); g.fill();
  BPAT_CACHE = ctx(c).getImageData(0, 0, S, S).data; return BPAT_CACHE;
}
function bluePlate(g, E, cx, cy, R, phi, ss) {
  var tex = bluePattern(R), S = 900;
  var pts = [[0, 0], [R * 0.52, 0], [R * 0.55, 3], [R * 0.56, 6], [R * 0.62, 12], [R * 0.9, 26], [R, 34], [R * 0.995, 38], [R * 0.96, 37], [R * 0.87, 30], [R * 0.64, 18], [R * 0.6, 15], [R * 0.3, 14], [0, 14]];
  pts.innerIdx = 7;
  contact(g, cx, cy, R * 0.8, R * 0.8 * Math.sin(phi), 0.6);
  shadow(g, cx + R * 0.08, cy + R * 0.04, R * 1.05, R * Math.sin(phi) * 1.05, 0.18, R * 0.12);
  var lay = lathe({ pts: pts, cx: cx, cy: cy, phi: phi, mat: MATH.porcelain, env: E, ss: ss || (R > 200 ? 1 : 1.5),
    bump: function (t, th, y, r) { if (r < R * 0.6) return null; return [0.32 * Math.sin(th * 36), 0]; },
    albedo: function (t, th, y, r, kind) {
      if (kind !== 2 && y < 30) return [0.93, 0.93, 0.91];
      var u = Math.floor((r * Math.cos(th) / R * 0.5 + 0.5) * (S - 1)), v = Math.floor((r * Math.sin(th) / R * 0.5 + 0.5) * (S - 1)), o = (v * S + u) * 4;
      return [tex[o] / 255 * 0.98, tex[o + 1] / 255 * 0.98, tex[o + 2] / 255 * 0.97];
    } });
  g.drawImage(lay, 0, 0);
}
SCENES.plate = function () {
  // linen backdrop, overhead-ish
  X.fillStyle = linear(X, 0, 0, 0, H, [[0, '#d9d4cc'], [1, '#cfc9c0']]); X.fillRect(0, 0, W, H);
  var t = noiseTex(W / 2, H / 2, 1.2, 2, function (v, x, y) { var c = 200 + v * 50 + ((x + y) % 2) * 6; return [c, c - 4, c - 10, 255]; });
  X.save(); X.globalAlpha = 0.35; X.globalCompositeOperation = 'multiply'; X.drawImage(t, 0, 0, W, H); X.restore();
  X.save(); X.globalCompositeOperation = 'soft-light'; X.fillStyle = radial(X, W * 0.35, H * 0.3, W, [[0, 'rgba(255,255,255,0.7)'], [1, 'rgba(0,0,0,0.4)']]); X.fillRect(0, 0, W, H); X.restore();
  bluePlate(X, ENV_WARM(), W * 0.5, H * 0.62, 330, 1.05);
  vignette(X, 0.2, [0.2, 0.16, 0.12], 0.5);
  grain(6, 36);
};
/* teapot: lathe body + lid, inflated spout & handle */
function teapot(g, E, cx, cy, k, phi) {
  var blueBand = function (t, th, y) { var yy = y / k; if (yy > 118 && yy < 132) return [0.12, 0.24, 0.5]; if (yy > 135 && yy < 138) return [0.12, 0.24, 0.5]; return [0.94, 0.94, 0.92]; };
  var body = [[0, 0], [70, 0], [76, 4], [74, 10], [100, 30], [128, 70], [134, 100], [124, 135], [96, 158], [70, 166], [68, 172], [0, 172]].map(function (p) { return [p[0] * k, p[1] * k]; });
  var lid = [[0, 0], [66, 0], [64, 8], [50, 20], [24, 30], [14, 32], [16, 44], [8, 52], [0, 53]].map(function (p) { return [p[0] * k, p[1] * k]; });
  var bx = cx, by = cy, h2 = 168 * k * Math.cos(phi);
  var sp = inflate({ R: 20 * k, prof: 'round', env: E, mat: MATH.porcelain, col: [0.94, 0.94, 0.92], ao: true,
    shape: function (gg) {
      // tapered spout along a cubic centre line, wide where it meets the body
      var P0 = [-95, -55], P1 = [-160, -60], P2 = [-175, -115], P3 = [-210, -150], L = [], Rr = [];
      for (var i = 0; i <= 24; i++) {
        var t = i / 24, u = 1 - t;
        var x = u * u * u * P0[0] + 3 * u * u * t * P1[0] + 3 * u * t * t * P2[0] + t * t * t * P3[0], y = u * u * u * P0[1] + 3 * u * u * t * P1[1] + 3 * u * t * t * P2[1] + t * t * t * P3[1];
        var dx = 3 * u * u * (P1[0] - P0[0]) + 6 * u * t * (P2[0] - P1[0]) + 3 * t * t * (P3[0] - P2[0]), dy = 3 * u * u * (P1[1] - P0[1]) + 6 * u * t * (P2[1] - P1[1]) + 3 * t * t * (P3[1] - P2[1]);
        var l = Math.sqrt(dx * dx + dy * dy) || 1, w = lerp(34, 10, Math.pow(t, 0.7));
        L.push([x - dy / l * w, y + dx / l * w]); Rr.push([x + dy / l * w, y - dx / l * w]);
      }
      gg.save(); gg.translate(bx, by); gg.scale(k, k); gg.beginPath(); gg.moveTo(L[0][0], L[0][1]);
      for (i = 1; i < L.length; i++) gg.lineTo(L[i][0], L[i][1]);
      for (i = Rr.length - 1; i >= 0; i--) gg.lineTo(Rr[i][0], Rr[i][1]);
      gg.closePath(); gg.fill(); gg.restore();
    } });
  var hd = inflate({ R: 13 * k, prof: 'round', env: E, mat: MATH.porcelain, col: [0.94, 0.94, 0.92], ao: true,
    shape: function (gg) { gg.save(); gg.translate(bx, by); gg.scale(k, k); gg.lineWidth = 24; gg.lineCap = 'round'; gg.beginPath(); gg.moveTo(112, -125); gg.bezierCurveTo(200, -150, 205, -40, 120, -42); gg.stroke(); gg.restore(); } });
  contact(g, cx, cy, 78 * k, 78 * k * Math.sin(phi), 0.9);
  shadow(g, cx + 40 * k, cy + 6 * k, 150 * k, 30 * k, 0.18, 25 * k);
  g.drawImage(hd, 0, 0); g.drawImage(sp, 0, 0);
  var lb = lathe({ pts: body, cx: bx, cy: by, phi: phi, mat: MATH.porcelain, env: E, aoY: 24 * k, albedo: blueBand });
  g.drawImage(lb, 0, 0);
  var ll = lathe({ pts: lid, cx: bx, cy: by - h2, phi: phi, mat: MATH.porcelain, env: E, albedo: function (t, th, y) { return y / k > 6 && y / k < 9 ? [0.12, 0.24, 0.5] : [0.94, 0.94, 0.92]; } });
  g.drawImage(ll, 0, 0);
}
SCENES.teapot = function () {
  seamless(X, { hz: 0.58, lx: 0.45, ly: 0.4, top: hex('#d3cec6'), mid: hex('#e8e4de'), bot: hex('#d3cdc5') });
  teapot(X, ENV_WARM(), W * 0.52, H * 0.8, 1.55, 0.2);
  vignette(X, 0.18, [0.2, 0.16, 0.12], 0.5);
  grain(6, 37);
};
/* ---------- scenes: landscapes, interiors, banners ---------- */
function fillGrad(g, x0, y0, x1, y1, stops) { g.fillStyle = linear(g, x0, y0, x1, y1, stops); }
/* layered tree line: organic fbm silhouette, optional blur (distance) */
function treeLine(g, o) {
  var sdv = o.seed || 1, base = o.base || 40;
  var c = canvas(W, H), cg = ctx(c);
  cg.fillStyle = o.col; cg.beginPath(); cg.moveTo(-10, o.y + base);
  for (var x = -10; x <= W + 10; x += 2) {
    var hh = o.h * (0.35 + 0.65 * fbm(x * 0.003 * (o.fq || 1) + sdv, sdv * 1.7, 4)) * (o.hf ? o.hf(x) : 1);
    hh += o.h * 0.18 * (fbm(x * 0.05 + sdv, 3.3, 2) - 0.5);
    cg.lineTo(x, o.y - hh);
  }
  cg.lineTo(W + 10, o.y + base); cg.closePath(); cg.fill();
  // foliage clumps on the ridge
  var n = Math.round(W / 6);
  for (var i = 0; i < n; i++) {
    var xx = rr(0, W), hh2 = o.h * (0.35 + 0.65 * fbm(xx * 0.003 * (o.fq || 1) + sdv, sdv * 1.7, 4)) * (o.hf ? o.hf(xx) : 1);
    var r = o.h * rr(0.05, 0.12); cg.beginPath(); cg.arc(xx, o.y - hh2 + r * 0.6, r, 0, 7); cg.fill();
  }
  g.save(); if (o.blur) g.filter = 'blur(' + o.blur + 'px)'; g.drawImage(c, 0, 0); g.restore();
}
/* soft horizontal haze band */
function hazeBand(g, y, h, col, a) {
  g.save(); g.globalAlpha = a;
  g.fillStyle = linear(g, 0, y - h / 2, 0, y + h / 2, [[0, css(col, 0)], [0.5, css(col, 1)], [1, css(col, 0)]]);
  g.fillRect(0, y - h / 2, W, h); g.restore();
}
function cloudStreaks(g, y0, y1, col, a, sd) {
  var t = noiseTex(W / 16, (y1 - y0) / 4, 6, 5, function (v, x, y) { var m = sstep(0.52, 0.78, v); return [255, 255, 255, Math.round(m * 255)]; });
  var c = canvas(W, y1 - y0), cg = ctx(c); cg.imageSmoothingQuality = 'high'; cg.drawImage(t, 0, 0, W, y1 - y0);
  cg.globalCompositeOperation = 'source-in'; cg.fillStyle = col; cg.fillRect(0, 0, W, y1 - y0);
  g.save(); g.globalAlpha = a; g.filter = 'blur(3px)'; g.drawImage(c, 0, y0); g.restore();
}
function mistBand(g, y, h, a, col, sc) {
  var t = noiseTex(W / 8, Math.max(4, h / 8), (sc || 12), 4, function (v, x, yy) { var m = sstep(0.35, 0.8, v); return [255, 255, 255, Math.round(m * 255)]; });
  g.save(); g.globalAlpha = a; g.filter = 'blur(6px)';
  var c = canvas(W, h), cg = ctx(c); cg.drawImage(t, 0, 0, W, h); cg.globalCompositeOperation = 'source-in'; cg.fillStyle = col || 'rgb(255,246,235)'; cg.fillRect(0, 0, W, h);
  cg.globalCompositeOperation = 'destination-in'; cg.fillStyle = linear(cg, 0, 0, 0, h, [[0, 'rgba(0,0,0,0)'], [0.5, 'rgba(0,0,0,1)'], [1, 'rgba(0,0,0,0)']]); cg.fillRect(0, 0, W, h);
  g.drawImage(c, 0, y - h / 2); g.restore();
}
function grassTexture(g, x, y, w, h, a, dark) {
  var t = noiseTex(Math.max(2, w / 3), Math.max(2, h / 3), 1.5, 2, function (v) { var c = Math.round(v * 255); return [c, c, c, 255]; });
  g.save(); g.globalAlpha = a; g.globalCompositeOperation = dark ? 'multiply' : 'overlay'; g.drawImage(t, x, y, w, h); g.restore();
}
function flagPin(g, x, y, h, col, wave) {
  var w = h * 0.36;
  g.save();
  g.strokeStyle = 'rgba(240,240,235,0.95)'; g.lineWidth = Math.max(1.5, h * 0.018); g.beginPath(); g.moveTo(x, y); g.lineTo(x, y - h); g.stroke();
  g.strokeStyle = 'rgba(0,0,0,0.25)'; g.lineWidth = Math.max(1, h * 0.008); g.beginPath(); g.moveTo(x + 1, y); g.lineTo(x + 1, y - h); g.stroke();
  var top = y - h + 2, fh = h * 0.22;
  g.fillStyle = linear(g, x, top, x + w, top + fh, [[0, css(col)], [0.5, css(mixc(col, [1, 1, 1], 0.15))], [0.7, css(mixc(col, [0, 0, 0], 0.2))], [1, css(col)]]);
  g.beginPath(); g.moveTo(x, top); g.bezierCurveTo(x + w * 0.35, top - fh * 0.12 * wave, x + w * 0.65, top + fh * 0.15 * wave, x + w, top + fh * 0.06);
  g.lineTo(x + w * 0.98, top + fh * 1.02); g.bezierCurveTo(x + w * 0.65, top + fh * 1.1 * wave, x + w * 0.35, top + fh * 0.9, x, top + fh); g.closePath(); g.fill();
  g.fillStyle = 'rgba(10,10,10,0.9)'; ell(g, x, y, h * 0.035, h * 0.012); g.fill();
  g.restore();
}
/* golfer in follow-through, facing camera; joints in units of body height, y up */
function golfer(g, x, y, s, col, rim, rimDx) {
  var J = { lt: [-0.13, 0.0], la: [-0.085, 0.035], lk: [-0.065, 0.27], lh: [-0.055, 0.52], rh: [0.06, 0.525], rk: [0.005, 0.29], ra: [0.085, 0.07], rt: [0.07, 0.0],
    pel: [0.0, 0.53], chest: [0.02, 0.7], ls: [-0.08, 0.795], rs: [0.13, 0.78], neck: [0.03, 0.83], head: [0.025, 0.895], le: [-0.16, 0.86], re: [-0.01, 0.84], hand: [-0.09, 0.955], club: [0.36, 0.7] };
  function P(k) { return [x + J[k][0] * s, y - J[k][1] * s]; }
  function seg(a, b, w0, w1) {
    var p = P(a), q = P(b), dx = q[0] - p[0], dy = q[1] - p[1], l = hyp(dx, dy) || 1, nx = -dy / l, ny = dx / l, r0 = w0 * s / 2, r1 = w1 * s / 2;
    g.beginPath(); g.moveTo(p[0] + nx * r0, p[1] + ny * r0); g.lineTo(q[0] + nx * r1, q[1] + ny * r1); g.lineTo(q[0] - nx * r1, q[1] - ny * r1); g.lineTo(p[0] - nx * r0, p[1] - ny * r0); g.closePath(); g.fill();
    g.beginPath(); g.arc(p[0], p[1], r0, 0, 7); g.fill(); g.beginPath(); g.arc(q[0], q[1], r1, 0, 7); g.fill();
  }
  function draw(c, dx, dy) {
    g.save(); g.translate(dx, dy); g.fillStyle = c; g.strokeStyle = c;
    seg('lh', 'lk', 0.095, 0.062); seg('lk', 'la', 0.058, 0.038); seg('la', 'lt', 0.035, 0.03);
    seg('rh', 'rk', 0.095, 0.062); seg('rk', 'ra', 0.058, 0.036); seg('ra', 'rt', 0.034, 0.026);
    var a = P('lh'), b = P('rh'), c1 = P('rs'), d = P('ls'), ch = P('chest');
    g.beginPath(); g.moveTo(a[0] - 0.03 * s, a[1]); g.quadraticCurveTo(ch[0] - 0.1 * s, ch[1], d[0] - 0.01 * s, d[1]);
    g.lineTo(c1[0] + 0.01 * s, c1[1]); g.quadraticCurveTo(ch[0] + 0.12 * s, ch[1] + 0.02 * s, b[0] + 0.035 * s, b[1]); g.closePath(); g.fill();
    seg('pel', 'chest', 0.2, 0.2);
    seg('neck', 'head', 0.05, 0.05);
    var h = P('head'); g.beginPath(); g.ellipse(h[0], h[1], 0.046 * s, 0.058 * s, -0.1, 0, 7); g.fill();
    g.beginPath(); g.ellipse(h[0] - 0.035 * s, h[1] - 0.035 * s, 0.05 * s, 0.011 * s, -0.15, 0, 7); g.fill();
    seg('ls', 'le', 0.06, 0.048); seg('le', 'hand', 0.046, 0.036); seg('rs', 're', 0.06, 0.048); seg('re', 'hand', 0.046, 0.036);
    var p = P('hand'), q = P('club'); g.lineWidth = Math.max(1.2, 0.009 * s); g.lineCap = 'round'; g.beginPath(); g.moveTo(p[0], p[1]); g.lineTo(q[0], q[1]); g.stroke();
    g.beginPath(); g.ellipse(q[0] + 0.01 * s, q[1] + 0.008 * s, 0.028 * s, 0.012 * s, 0.5, 0, 7); g.fill();
    g.restore();
  }
  if (rim) draw(rim, rimDx || 1.5, -0.5);
  draw(col, 0, 0);
}
function sunFlare(g, x, y, r, col) {
  glow(g, x, y, r * 6, col, 0.35); glow(g, x, y, r * 2.5, [1, 0.95, 0.85], 0.6); glow(g, x, y, r, [1, 1, 0.97], 1.0);
  g.save(); g.globalCompositeOperation = 'screen';
  var dx = W / 2 - x, dy = H / 2 - y;
  [[0.5, 0.06, 0.10], [0.9, 0.03, 0.07], [1.3, 0.1, 0.05], [1.7, 0.05, 0.06]].forEach(function (f) {
    g.fillStyle = radial(g, x + dx * f[0] * 2, y + dy * f[0] * 2, W * f[1], [[0, css(col, f[2])], [0.7, css(col, f[2] * 0.6)], [1, css(col, 0)]]);
    g.beginPath(); g.arc(x + dx * f[0] * 2, y + dy * f[0] * 2, W * f[1], 0, 7); g.fill();
  });
  g.restore();
}
/* ---- hero 3: golf course at dawn ---- */
function courseDawn(o) {
  var g = X, hz = H * (o.hz || 0.5), sx = W * (o.sunX || 0.68), sy = hz - H * 0.06;
  g.fillStyle = linear(g, 0, 0, 0, hz, [[0, '#35557c'], [0.35, '#7d91ab'], [0.68, '#dcb79f'], [0.88, '#f4d1a8'], [1, '#fae2c0']]); g.fillRect(0, 0, W, hz + 2);
  cloudStreaks(g, H * 0.05, hz * 0.75, 'rgb(255,228,210)', 0.35, 1);
  glow(g, sx, sy, W * 0.5, [1, 0.78, 0.5], 0.55);
  glow(g, sx, sy, W * 0.12, [1, 0.92, 0.75], 0.85);
  glow(g, sx, sy, H * 0.035, [1, 1, 0.96], 1);
  treeLine(g, { y: hz + 4, h: H * 0.06, col: 'rgb(150,150,158)', blur: 3, seed: 3, base: 30, fq: 1.5 });
  hazeBand(g, hz + H * 0.02, H * 0.08, [0.98, 0.88, 0.78], 0.85);
  treeLine(g, { y: hz + H * 0.055, h: H * 0.11, col: 'rgb(84,96,86)', blur: 1.5, seed: 7, base: 30, hf: function (x) { return 0.5 + 0.7 * sstep(W * 0.08, W * 0.45, Math.abs(x - sx)); } });
  hazeBand(g, hz + H * 0.055, H * 0.06, [0.98, 0.88, 0.78], 0.7);
  // ground
  var gy = hz + H * 0.05;
  g.fillStyle = linear(g, 0, gy, 0, H, [[0, '#7b8a5a'], [0.3, '#4f6a35'], [1, '#2a4420']]); g.fillRect(0, gy, W, H - gy);
  // fairway with mowing stripes
  g.save();
  g.beginPath(); g.moveTo(W * 0.5, gy); g.bezierCurveTo(W * 0.62, gy + H * 0.04, W * 0.9, gy + H * 0.08, W * 1.05, gy + H * 0.1);
  g.lineTo(W * 1.05, H); g.lineTo(-W * 0.05, H); g.lineTo(-W * 0.05, gy + H * 0.18); g.bezierCurveTo(W * 0.15, gy + H * 0.08, W * 0.35, gy + H * 0.01, W * 0.5, gy); g.closePath();
  g.clip();
  g.fillStyle = linear(g, 0, gy, 0, H, [[0, '#9aae68'], [0.25, '#7d9a4a'], [1, '#45692a']]); g.fillRect(0, gy, W, H - gy);
  for (var i = 0; i < 14; i++) {
    var t0 = Math.pow(i / 14, 2), t1 = Math.pow((i + 0.5) / 14, 2);
    g.fillStyle = 'rgba(255,255,225,0.07)';
    g.beginPath(); g.moveTo(sx + (-W * 2) * t0, gy); g.lineTo(sx + (-W * 2) * t1, gy); g.lineTo(sx + (-W * 6) * t1, H * 1.4); g.lineTo(sx + (-W * 6) * t0, H * 1.4); g.closePath(); g.fill();
  }
  g.restore();
  // green + flag
  var fx = W * (o.flagX || 0.6), fy = gy + H * 0.085;
  g.save(); g.filter = 'blur(1px)'; g.fillStyle = 'rgba(160,185,105,0.95)'; ell(g, fx, fy, W * 0.1, H * 0.03); g.fill(); g.restore();
  g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = radial(g, fx + W * 0.03, fy - H * 0.01, W * 0.08, [[0, 'rgba(255,220,160,0.35)'], [1, 'rgba(0,0,0,0)']]); g.fillRect(fx - W * 0.2, fy - H * 0.1, W * 0.4, H * 0.2); g.restore();
  // bunker
  g.save(); g.filter = 'blur(1.2px)'; g.fillStyle = '#e8d9bd'; ell(g, fx - W * 0.13, fy + H * 0.035, W * 0.05, H * 0.012, 0.05); g.fill(); g.restore();
  // long tree shadows across fairway
  blurLayer(g, Math.round(H * 0.02), function (c) { c.fillStyle = 'rgba(60,80,70,0.35)';
    for (var i = 0; i < 5; i++) { var bx = W * (0.05 + i * 0.11); c.beginPath(); c.moveTo(bx, gy + H * 0.03); c.lineTo(bx + W * 0.05, gy + H * 0.03); c.lineTo(bx - W * 0.25, H); c.lineTo(bx - W * 0.4, H); c.closePath(); c.fill(); } }, 1, 'multiply');
  // light rake across grass
  g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = radial(g, sx, gy, W * 0.6, [[0, 'rgba(255,200,140,0.45)'], [0.5, 'rgba(255,180,120,0.12)'], [1, 'rgba(0,0,0,0)']]); g.fillRect(0, gy - H * 0.1, W, H); g.restore();
  grassTexture(g, 0, gy, W, H - gy, 0.25, false);
  hazeBand(g, gy + H * 0.03, H * 0.1, [1, 0.92, 0.84], 0.45);
  mistBand(g, gy + H * 0.08, H * 0.14, 0.35, 'rgb(255,236,215)', 14);
  flagPin(g, fx, fy, H * (o.flagH || 0.13), [0.0, 0.14, 0.29], 1);
  // near rough (defocused)
  blurLayer(g, Math.round(H * 0.012), function (c) {
    for (var i = 0; i < 700; i++) { var xx = rr(0, W), yy = H - rr(0, H * 0.06), hh = rr(H * 0.02, H * 0.08); c.strokeStyle = rnd() < 0.5 ? 'rgba(40,60,25,0.8)' : 'rgba(95,110,50,0.7)'; c.lineWidth = rr(2, 5); c.beginPath(); c.moveTo(xx, H + 5); c.quadraticCurveTo(xx + rr(-10, 10), yy, xx + rr(-25, 25), yy - hh); c.stroke(); } });
  // dew sparkles
  g.save(); g.globalCompositeOperation = 'screen';
  for (i = 0; i < 18; i++) { var px = rr(0, W), py = rr(gy + H * 0.25, H * 0.9), rad = rr(0.8, 2); g.fillStyle = radial(g, px, py, rad * 3, [[0, 'rgba(255,240,210,0.7)'], [1, 'rgba(255,240,210,0)']]); g.fillRect(px - rad * 3, py - rad * 3, rad * 6, rad * 6); }
  g.restore();
  glow(g, sx, sy, W * 0.3, [1, 0.8, 0.55], 0.2);
  grade({ lift: [0.03, 0.02, 0.04], gain: [1.0, 0.97, 0.93], sat: 0.92, con: 0.05 });
  vignette(g, 0.45, [0.05, 0.04, 0.06], 0.4);
  grain(6, 41);
}
SCENES.hero3 = function () { courseDawn({ hz: 0.46, sunX: 0.7, flagX: 0.62 }); };
SCENES.heroM3 = function () { courseDawn({ hz: 0.42, sunX: 0.6, flagX: 0.45, flagH: 0.12 }); };
/* ---- lifestyle 1: golfer at sunset ---- */
SCENES.life1 = function () {
  var g = X, hz = H * 0.64, sx = W * 0.66, sy = hz - H * 0.025;
  g.fillStyle = linear(g, 0, 0, 0, hz, [[0, '#1f2b4d'], [0.3, '#55486a'], [0.58, '#c26a5a'], [0.82, '#f0a25c'], [1, '#fdd490']]); g.fillRect(0, 0, W, hz + 2);
  cloudStreaks(g, H * 0.04, hz * 0.7, 'rgb(70,40,60)', 0.55, 2);
  cloudStreaks(g, H * 0.2, hz * 0.85, 'rgb(255,175,120)', 0.4, 3);
  glow(g, sx, sy, W * 0.55, [1, 0.6, 0.3], 0.5);
  glow(g, sx, sy, W * 0.09, [1, 0.88, 0.6], 0.95);
  g.fillStyle = 'rgb(255,246,220)'; g.beginPath(); g.arc(sx, sy, H * 0.04, 0, 7); g.fill();
  treeLine(g, { y: hz + 6, h: H * 0.045, col: 'rgb(120,72,78)', blur: 2.5, seed: 11, base: 30, fq: 1.3 });
  hazeBand(g, hz + H * 0.02, H * 0.05, [1, 0.66, 0.45], 0.7);
  treeLine(g, { y: hz + H * 0.05, h: H * 0.07, col: 'rgb(52,30,38)', blur: 1, seed: 19, base: 30, hf: function (x) { return 0.4 + 0.8 * sstep(W * 0.05, W * 0.35, Math.abs(x - sx)); } });
  // ridge / tee box
  g.fillStyle = '#1a1214';
  g.beginPath(); g.moveTo(0, hz + H * 0.1); g.bezierCurveTo(W * 0.2, hz + H * 0.07, W * 0.35, hz + H * 0.06, W * 0.5, hz + H * 0.065); g.bezierCurveTo(W * 0.7, hz + H * 0.07, W * 0.85, hz + H * 0.1, W, hz + H * 0.095); g.lineTo(W, H); g.lineTo(0, H); g.closePath(); g.fill();
  g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = linear(g, 0, hz + H * 0.06, 0, hz + H * 0.14, [[0, 'rgba(255,140,80,0.28)'], [1, 'rgba(0,0,0,0)']]); g.fillRect(0, hz, W, H * 0.16); g.restore();
  flagPin(g, W * 0.86, hz + H * 0.075, H * 0.07, [0.08, 0.05, 0.06], 0.8);
  golfer(g, W * 0.4, hz + H * 0.068, H * 0.36, '#140d10', 'rgba(255,160,90,0.85)', 2);
  // foreground grass silhouettes
  blurLayer(g, 2, function (c) { c.strokeStyle = '#0f0a0c'; for (var i = 0; i < 260; i++) { var xx = rr(0, W), hh = rr(H * 0.02, H * 0.09); c.lineWidth = rr(1, 3); c.beginPath(); c.moveTo(xx, H + 4); c.quadraticCurveTo(xx + rr(-8, 8), H - hh * 0.5, xx + rr(-20, 20), H - hh); c.stroke(); } });
  sunFlare(g, sx, sy, H * 0.045, [1, 0.7, 0.4]);
  grade({ lift: [0.04, 0.02, 0.05], gain: [1, 0.96, 0.92], sat: 1.0, con: 0.06 });
  vignette(g, 0.5, [0.05, 0.02, 0.05], 0.35);
  grain(7, 51);
};
/* ---- vases on stone in window light (hero 2) ---- */
function profileShadow(g, pts, cx, cy, k, skew, sq, a, blur, col) {
  var o = [], i; for (i = 0; i < pts.length; i++) o.push([pts[i][0] * k, pts[i][1] * k]);
  var top = 0; for (i = 0; i < o.length; i++) top = Math.max(top, o[i][1]);
  g.save(); g.filter = 'blur(' + blur + 'px)'; g.fillStyle = col || 'rgba(60,45,30,' + a + ')';
  g.beginPath(); g.moveTo(cx - o[1][0], cy);
  for (i = 1; i < o.length && o[i][1] >= o[i - 1][1] - 0.01; i++) g.lineTo(cx + o[i][0] + o[i][1] * skew, cy - o[i][1] * sq);
  for (i = i - 1; i >= 1; i--) g.lineTo(cx - o[i][0] + o[i][1] * skew, cy - o[i][1] * sq);
  g.closePath(); g.fill(); g.restore();
}
function stoneSurface(g, y0, y1, base) {
  g.fillStyle = linear(g, 0, y0, 0, y1, [[0, css(mixc(base, [0, 0, 0], 0.08))], [0.2, css(base)], [1, css(mixc(base, [1, 1, 1], 0.06))]]); g.fillRect(0, y0, W, y1 - y0);
  var t = noiseTex(W / 4, (y1 - y0) / 4, 6, 5, function (v, x, y) { var c = 128 + (v - 0.5) * 180; return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.22; g.globalCompositeOperation = 'overlay'; g.drawImage(t, 0, y0, W, y1 - y0); g.restore();
  g.save(); g.globalAlpha = 0.5; g.fillStyle = 'rgba(110,95,80,0.5)';
  for (var i = 0; i < 260; i++) { var x = rr(0, W), y = rr(y0, y1), r = rr(0.5, 2.2) * (0.5 + (y - y0) / (y1 - y0)); ell(g, x, y, r, r * 0.45); g.fill(); }
  g.restore();
  g.fillStyle = linear(g, 0, y0 - 4, 0, y0 + 14, [[0, 'rgba(60,45,30,0)'], [0.3, 'rgba(60,45,30,0.18)'], [1, 'rgba(60,45,30,0)']]); g.fillRect(0, y0 - 4, W, 18);
}
function plasterWall(g, y1, base) {
  g.fillStyle = linear(g, 0, 0, 0, y1, [[0, css(mixc(base, [0, 0, 0], 0.12))], [1, css(base)]]); g.fillRect(0, 0, W, y1);
  var t = noiseTex(W / 6, y1 / 6, 14, 5, function (v) { var c = 128 + (v - 0.5) * 120; return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.18; g.globalCompositeOperation = 'overlay'; g.drawImage(t, 0, 0, W, y1); g.restore();
}
function windowLight(g, o) {
  // bright parallelogram panes with mullion gaps, blurred, warm
  blurLayer(g, o.blur, function (c) {
    c.fillStyle = 'rgba(255,240,215,' + o.a + ')';
    for (var i = 0; i < o.n; i++) for (var j = 0; j < o.m; j++) {
      var x = o.x + i * (o.pw + o.gap) + j * o.sk, y = o.y + j * (o.ph + o.gap);
      c.beginPath(); c.moveTo(x, y); c.lineTo(x + o.pw, y); c.lineTo(x + o.pw + o.sk, y + o.ph); c.lineTo(x + o.sk, y + o.ph); c.closePath(); c.fill();
    } }, 1, 'soft-light');
  g.save(); g.globalCompositeOperation = 'screen'; g.filter = 'blur(' + o.blur * 2 + 'px)'; g.fillStyle = 'rgba(255,230,200,' + o.a * 0.25 + ')';
  g.beginPath(); g.moveTo(o.x, o.y); g.lineTo(o.x + o.n * (o.pw + o.gap), o.y); g.lineTo(o.x + o.n * (o.pw + o.gap) + o.sk * o.m, o.y + o.m * (o.ph + o.gap)); g.lineTo(o.x + o.sk * o.m, o.y + o.m * (o.ph + o.gap)); g.closePath(); g.fill();
  g.restore();
}
function vasesOnStone(o) {
  var g = X, sy = H * o.surf;
  plasterWall(g, sy, hex('#e4dccf'));
  windowLight(g, { x: W * o.wx, y: -H * 0.1, n: 3, m: 2, pw: W * 0.07, ph: H * 0.36, gap: W * 0.012, sk: W * 0.05, blur: Math.round(W * 0.006), a: 0.9 });
  stoneSurface(g, sy, H, hex('#d8cfc2'));
  g.save(); g.globalCompositeOperation = 'soft-light'; g.fillStyle = radial(g, W * (o.wx + 0.15), sy + H * 0.1, W * 0.5, [[0, 'rgba(255,245,225,0.9)'], [1, 'rgba(0,0,0,0)']]); g.fillRect(0, sy, W, H - sy); g.restore();
  var E = ENV_GLASS();
  o.items.forEach(function (it) {
    var p = VASES[it[0]], k = it[3], r0 = p[1][0] * k, phi = 0.16;
    profileShadow(g, p, it[1], it[2], k, -0.9, 0.28, 0.22, 10, 'rgba(70,55,40,0.22)');
    profileShadow(g, p, it[1] + r0 * 0.2, it[2], k, -0.8, 0.25, 0.3, 14, css(GLASS[it[4]].tint, 0.22));
    glassVase(g, { pts: p, cx: it[1], cy: it[2], k: k, glass: GLASS[it[4]], env: E, phi: phi, shadow: false });
    shadow(g, it[1], it[2], r0 * 0.95, r0 * Math.sin(phi) * 0.9, 0.35, 2);
    glassCaustic(g, it[1] - r0 * 0.9, it[2] + r0 * 0.05, r0 * 0.7, r0 * 0.12, mixc(GLASS[it[4]].tint, [1, 1, 1], 0.4), 0.5, 0);
  });
  grade({ lift: [0.02, 0.015, 0.01], gain: [1, 0.98, 0.95], sat: 0.95 });
  vignette(g, 0.3, [0.15, 0.1, 0.05], 0.45);
  grain(6, 42);
}
SCENES.hero2 = function () {
  vasesOnStone({ surf: 0.66, wx: 0.42, items: [['moss', W * 0.6, H * 0.86, 0.98, 'moss'], ['amber', W * 0.73, H * 0.9, 1.1, 'amber'], ['bud', W * 0.53, H * 0.95, 1.05, 'clear'], ['clear', W * 0.85, H * 0.955, 0.95, 'clear']] });
};
SCENES.heroM2 = function () {
  vasesOnStone({ surf: 0.62, wx: 0.1, items: [['moss', W * 0.38, H * 0.8, 0.9, 'moss'], ['amber', W * 0.66, H * 0.86, 0.85, 'amber'], ['bud', W * 0.3, H * 0.93, 0.85, 'clear'], ['clear', W * 0.58, H * 0.95, 0.75, 'clear']] });
};
/* ---------- scenes: interiors, stores, workshop, history ---------- */
/* one-point perspective room; o.b = back wall [x0,y0,x1,y1] */
function room(g, o) {
  var b = o.b;
  g.fillStyle = o.ceil || '#d8d2c8'; g.beginPath(); g.moveTo(0, 0); g.lineTo(W, 0); g.lineTo(b[2], b[1]); g.lineTo(b[0], b[1]); g.closePath(); g.fill();
  g.fillStyle = o.left || '#cfc6b8'; g.beginPath(); g.moveTo(0, 0); g.lineTo(b[0], b[1]); g.lineTo(b[0], b[3]); g.lineTo(0, H); g.closePath(); g.fill();
  g.fillStyle = o.right || '#cfc6b8'; g.beginPath(); g.moveTo(W, 0); g.lineTo(b[2], b[1]); g.lineTo(b[2], b[3]); g.lineTo(W, H); g.closePath(); g.fill();
  g.fillStyle = o.back || '#e6dfd3'; g.fillRect(b[0], b[1], b[2] - b[0], b[3] - b[1]);
  g.fillStyle = o.floor || '#8a6a4a'; g.beginPath(); g.moveTo(0, H); g.lineTo(b[0], b[3]); g.lineTo(b[2], b[3]); g.lineTo(W, H); g.closePath(); g.fill();
}
function planks(g, b, n, col, a) {
  var vx = (b[0] + b[2]) / 2, vy = b[1] + (b[3] - b[1]) * 0.45;
  g.save(); g.beginPath(); g.moveTo(0, H); g.lineTo(b[0], b[3]); g.lineTo(b[2], b[3]); g.lineTo(W, H); g.closePath(); g.clip();
  var t = noiseTex(W / 3, 60, 2, 3, function (v, x, y) { var c = 128 + (Math.sin(x * 0.08 + v * 9) * 0.5) * 90; return [c, c, c, 255]; });
  g.globalAlpha = 0.25; g.globalCompositeOperation = 'overlay'; g.drawImage(t, 0, b[3], W, H - b[3]);
  g.globalAlpha = a; g.globalCompositeOperation = 'source-over'; g.strokeStyle = col; g.lineWidth = 1.2;
  for (var i = -n; i <= 2 * n; i++) { var xb = b[0] + (b[2] - b[0]) * i / n; var t2 = (xb - vx) / (b[3] - vy); g.beginPath(); g.moveTo(xb, b[3]); g.lineTo(vx + t2 * (H - vy), H); g.stroke(); }
  g.restore();
}
function spotCone(g, x, y, w, h, col, a) {
  blurLayer(g, Math.round(w * 0.12), function (c) {
    c.fillStyle = linear(c, 0, y, 0, y + h, [[0, css(col, a)], [0.6, css(col, a * 0.35)], [1, css(col, 0)]]);
    c.beginPath(); c.moveTo(x - w * 0.1, y); c.lineTo(x + w * 0.1, y); c.lineTo(x + w / 2, y + h); c.quadraticCurveTo(x, y + h * 1.08, x - w / 2, y + h); c.closePath(); c.fill();
  }, 1, 'screen');
  glow(g, x, y + 2, w * 0.18, col, a * 1.5);
}
function bokeh(g, n, y0, y1, cols, r0, r1, a) {
  g.save(); g.globalCompositeOperation = 'screen';
  for (var i = 0; i < n; i++) {
    var x = rr(0, W), y = rr(y0, y1), r = rr(r0, r1), c = cols[ri(0, cols.length - 1)];
    g.fillStyle = radial(g, x, y, r, [[0, css(c, a * 0.6)], [0.85, css(c, a)], [1, css(c, 0)]]); g.beginPath(); g.arc(x, y, r, 0, 7); g.fill();
  }
  g.restore();
}
/* quick 2D vase (for distant shelves) */
function miniVase(g, x, y, h, col, shape) {
  var w = h * (shape === 0 ? 0.45 : shape === 1 ? 0.28 : 0.6);
  g.save();
  g.fillStyle = linear(g, x - w / 2, 0, x + w / 2, 0, [[0, css(mixc(col, [0, 0, 0], 0.45))], [0.3, css(mixc(col, [1, 1, 1], 0.35))], [0.55, css(col)], [1, css(mixc(col, [0, 0, 0], 0.55))]]);
  g.beginPath(); g.moveTo(x - w * 0.3, y);
  if (shape === 2) { g.bezierCurveTo(x - w * 0.6, y - h * 0.1, x - w * 0.55, y - h * 0.7, x - w * 0.5, y - h); g.lineTo(x + w * 0.5, y - h); g.bezierCurveTo(x + w * 0.55, y - h * 0.7, x + w * 0.6, y - h * 0.1, x + w * 0.3, y); }
  else { g.bezierCurveTo(x - w * 0.7, y - h * 0.2, x - w * 0.6, y - h * 0.6, x - w * 0.15, y - h * 0.85); g.lineTo(x - w * 0.15, y - h); g.lineTo(x + w * 0.15, y - h); g.lineTo(x + w * 0.15, y - h * 0.85); g.bezierCurveTo(x + w * 0.6, y - h * 0.6, x + w * 0.7, y - h * 0.2, x + w * 0.3, y); }
  g.closePath(); g.fill();
  g.fillStyle = 'rgba(255,255,255,0.35)'; g.fillRect(x - w * 0.22, y - h * 0.75, Math.max(1, w * 0.05), h * 0.45);
  g.restore();
}
function shelfUnit(g, x0, x1, ys, depth, wood, items, sd) {
  for (var i = 0; i < ys.length; i++) {
    var y = ys[i];
    g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = linear(g, 0, y + 6, 0, y + 70, [[0, 'rgba(255,190,120,0.45)'], [1, 'rgba(255,190,120,0)']]); g.fillRect(x0, y + 6, x1 - x0, 64); g.restore();
    if (items) { seed(sd + i); var x = x0 + rr(10, 40); while (x < x1 - 30) { var h = rr(30, 70), c = items[ri(0, items.length - 1)]; miniVase(g, x, y, h, c, ri(0, 2)); x += h * rr(0.7, 1.4); } }
    g.fillStyle = wood; g.fillRect(x0, y, x1 - x0, depth);
    g.fillStyle = 'rgba(255,230,190,0.35)'; g.fillRect(x0, y, x1 - x0, 1.5);
    g.fillStyle = 'rgba(0,0,0,0.25)'; g.fillRect(x0, y + depth, x1 - x0, 3);
  }
}
SCENES.life3 = function () {
  var g = X, b = [W * 0.16, H * 0.1, W * 0.84, H * 0.68];
  room(g, { b: b, back: '#3b2a1e', left: '#2d2119', right: '#33261c', ceil: '#1d1611', floor: '#5b3f29' });
  var t = noiseTex(W / 4, H / 4, 2, 4, function (v, x, y) { var c = 128 + Math.sin(y * 0.6 + v * 8) * 60; return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.25; g.globalCompositeOperation = 'overlay'; g.drawImage(t, 0, 0, W, H); g.restore();
  // vertical oak battens on back wall
  g.fillStyle = 'rgba(0,0,0,0.18)'; for (var x = b[0]; x < b[2]; x += W * 0.018) g.fillRect(x, b[1], 2, b[3] - b[1]);
  [0.3, 0.5, 0.7].forEach(function (f) { spotCone(g, W * f, b[1], W * 0.16, (b[3] - b[1]) * 0.95, [1, 0.75, 0.45], 0.35); });
  shelfUnit(g, b[0] + W * 0.03, b[2] - W * 0.03, [b[1] + H * 0.16, b[1] + H * 0.32, b[1] + H * 0.48], 8, '#a4764c', [[0.9, 0.88, 0.82], [0.75, 0.5, 0.2], [0.35, 0.45, 0.3], [0.0, 0.14, 0.29], [0.85, 0.82, 0.75]], 300);
  planks(g, b, 14, 'rgba(30,18,10,0.7)', 0.7);
  // floor reflections of spots
  g.save(); g.globalCompositeOperation = 'screen'; g.filter = 'blur(20px)';
  [0.3, 0.5, 0.7].forEach(function (f) { g.fillStyle = 'rgba(255,180,110,0.18)'; ell(g, W * f, b[3] + H * 0.08, W * 0.05, H * 0.12); g.fill(); }); g.restore();
  // defocus the background (shallow depth of field)
  var snap = canvas(W, H); ctx(snap).drawImage(CV, 0, 0); g.save(); g.filter = 'blur(3px)'; g.drawImage(snap, 0, 0); g.restore();
  // foreground oak display table, in focus
  var ty = H * 0.72, tx0 = W * 0.22, tx1 = W * 0.78, depth = H * 0.1;
  g.fillStyle = linear(g, 0, ty + depth, 0, H, [[0, '#2a1b11'], [1, '#140c07']]); g.fillRect(tx0 + W * 0.03, ty + depth, tx1 - tx0 - W * 0.06, H - ty - depth);
  g.fillStyle = linear(g, 0, ty, 0, ty + depth, [[0, '#9b6d44'], [1, '#b98b5c']]);
  g.beginPath(); g.moveTo(tx0 + W * 0.04, ty); g.lineTo(tx1 - W * 0.04, ty); g.lineTo(tx1, ty + depth); g.lineTo(tx0, ty + depth); g.closePath(); g.fill();
  var wt = noiseTex(W / 4, 30, 2, 3, function (v, x, y) { var c = 128 + Math.sin(x * 0.25 + v * 10) * 70; return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.35; g.globalCompositeOperation = 'overlay'; g.beginPath(); g.moveTo(tx0 + W * 0.04, ty); g.lineTo(tx1 - W * 0.04, ty); g.lineTo(tx1, ty + depth); g.lineTo(tx0, ty + depth); g.closePath(); g.clip(); g.drawImage(wt, tx0, ty, tx1 - tx0, depth); g.restore();
  g.fillStyle = '#6e4a2e'; g.fillRect(tx0, ty + depth, tx1 - tx0, H * 0.025);
  g.fillStyle = 'rgba(255,220,170,0.35)'; g.fillRect(tx0, ty + depth, tx1 - tx0, 1.5);
  g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = radial(g, W * 0.5, ty + depth * 0.5, W * 0.25, [[0, 'rgba(255,190,120,0.35)'], [1, 'rgba(0,0,0,0)']]); g.fillRect(tx0, ty - H * 0.2, tx1 - tx0, H * 0.35); g.restore();
  var E = ENV_WARM(), EG = ENV_GLASS();
  var ay = ty + depth * 0.55;
  glassShadow(g, W * 0.4, ay, 62, 14, GLASS.amber.tint, 0.9);
  X.drawImage(lathe({ pts: scalePts(VASES.amber, 0.62), cx: W * 0.4, cy: ay, phi: 0.22, glass: GLASS.amber, env: EG, wall: 4, solidY: 16, innerDepth: 40 }), 0, 0);
  glassShadow(g, W * 0.3, ay + 8, 40, 10, GLASS.moss.tint, 0.9);
  X.drawImage(lathe({ pts: scalePts(VASES.moss, 0.55), cx: W * 0.3, cy: ay + 8, phi: 0.22, glass: GLASS.moss, env: EG, wall: 3, solidY: 12, innerDepth: 40 }), 0, 0);
  teapot(g, E, W * 0.56, ay + 4, 0.62, 0.25);
  navyBox3d(g, { x: W * 0.65, y: ay + 12, w: W * 0.07, h: H * 0.07, d: W * 0.04 });
  // foreground defocused counter edge
  blurLayer(g, 14, function (c) { c.fillStyle = '#20150e'; c.fillRect(0, H * 0.9, W * 0.2, H * 0.1); c.fillStyle = 'rgba(255,200,140,0.5)'; c.fillRect(0, H * 0.9, W * 0.2, 3); });
  [0.3, 0.5, 0.7].forEach(function (f) { g.fillStyle = 'rgb(255,240,210)'; ell(g, W * f, H * 0.06, W * 0.02, H * 0.008); g.fill(); glow(g, W * f, H * 0.06, W * 0.05, [1, 0.8, 0.5], 0.5); });
  grade({ lift: [0.03, 0.02, 0.01], gain: [1.05, 0.98, 0.9], sat: 0.95, con: 0.05 });
  vignette(g, 0.55, [0.05, 0.03, 0.01], 0.35);
  grain(7, 53);
};
var BPAT = {};
SCENES.life2 = function () {
  var g = X;
  // background: blurred window wall
  g.fillStyle = linear(g, 0, 0, 0, H * 0.3, [[0, '#cfc4b4'], [1, '#e6dccd']]); g.fillRect(0, 0, W, H * 0.3);
  blurLayer(g, 18, function (c) {
    c.fillStyle = 'rgba(255,252,245,0.95)'; c.fillRect(W * 0.55, 0, W * 0.3, H * 0.26);
    c.fillStyle = 'rgba(120,105,90,0.8)'; c.fillRect(W * 0.69, 0, W * 0.012, H * 0.26);
    c.fillStyle = 'rgba(90,110,70,0.8)'; for (var i = 0; i < 30; i++) { c.beginPath(); c.arc(W * 0.1 + rr(0, W * 0.15), H * rr(0.02, 0.2), rr(10, 30), 0, 7); c.fill(); }
  });
  // table cloth (linen)
  var ty = H * 0.26;
  g.fillStyle = linear(g, 0, ty, 0, H, [[0, '#dcd5c9'], [1, '#f0ebe2']]); g.fillRect(0, ty, W, H - ty);
  var t = noiseTex(W / 3, (H - ty) / 3, 1.6, 2, function (v) { var c = 200 + v * 55; return [c, c - 3, c - 8, 255]; });
  g.save(); g.globalAlpha = 0.18; g.globalCompositeOperation = 'multiply'; g.drawImage(t, 0, ty, W, H - ty); g.restore();
  g.save(); g.globalCompositeOperation = 'soft-light'; g.fillStyle = radial(g, W * 0.7, ty, W * 0.8, [[0, 'rgba(255,255,255,0.8)'], [1, 'rgba(0,0,0,0.3)']]); g.fillRect(0, ty, W, H - ty); g.restore();
  // creases
  blurLayer(g, 3, function (c) { c.strokeStyle = 'rgba(150,140,125,0.25)'; c.lineWidth = 3; [0.33, 0.66].forEach(function (f) { c.beginPath(); c.moveTo(W * f, ty); c.lineTo(W * (f + (f - 0.5) * 0.6), H); c.stroke(); }); c.beginPath(); c.moveTo(0, H * 0.62); c.lineTo(W, H * 0.6); c.stroke(); });
  // navy runner
  g.save(); g.fillStyle = 'rgba(10,36,70,0.92)'; g.beginPath(); g.moveTo(W * 0.44, ty); g.lineTo(W * 0.56, ty); g.lineTo(W * 0.7, H); g.lineTo(W * 0.3, H); g.closePath(); g.fill();
  g.globalAlpha = 0.3; g.globalCompositeOperation = 'overlay'; g.drawImage(t, 0, ty, W, H - ty); g.restore();
  var E = ENV_WARM(), EG = ENV_GLASS();
  function plate(cx, cy, R, phi) { bluePlate(g, E, cx, cy, R, phi); }
  plate(W * 0.24, H * 0.78, 250, 1.0); plate(W * 0.78, H * 0.74, 230, 1.0);
  // glasses
  [[W * 0.4, H * 0.64, 0.75], [W * 0.62, H * 0.6, 0.7], [W * 0.3, H * 0.4, 0.45], [W * 0.74, H * 0.38, 0.42], [W * 0.18, H * 0.34, 0.4]].forEach(function (q) {
    var p = scalePts(vessel([[78, 0], [84, 4], [88, 14], [96, 200]], 5, 30, 3), q[2]);
    glassShadow(g, q[0], q[1], 80 * q[2], 80 * q[2] * 0.4, [0.9, 0.92, 0.9], 0.8);
    X.drawImage(lathe({ pts: p, cx: q[0], cy: q[1], phi: 0.42, glass: GLASS.clear, env: EG, wall: 5 * q[2], solidY: 30 * q[2], bump: ribBump(28, 0.25, 34 * q[2]) }), 0, 0);
  });
  // centrepiece: porcelain teapot
  teapot(g, E, W * 0.5, H * 0.5, 0.75, 0.4);
  var f1 = candlestick(g, E, W * 0.38, H * 0.42, 0.55, 0.35, 120), f2 = candlestick(g, E, W * 0.64, H * 0.41, 0.5, 0.35, 100);
  flame(g, f1[0], f1[1] - 3, 22); flame(g, f2[0], f2[1] - 3, 20);
  grade({ lift: [0.02, 0.015, 0.01], gain: [1.02, 0.99, 0.95], sat: 0.95, con: 0.04 });
  vignette(g, 0.35, [0.1, 0.07, 0.04], 0.4);
  grain(6, 52);
};
/* ---------- stores ---------- */
function limestone(g, x, y, w, h, base) {
  g.fillStyle = css(base); g.fillRect(x, y, w, h);
  var t = noiseTex(w / 4, h / 4, 5, 5, function (v) { var c = 128 + (v - 0.5) * 150; return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.3; g.globalCompositeOperation = 'overlay'; g.drawImage(t, x, y, w, h); g.restore();
  g.save(); g.strokeStyle = 'rgba(60,50,40,0.35)'; g.lineWidth = 1.2; var bh = 38, row = 0;
  for (var yy = y; yy < y + h; yy += bh, row++) { g.beginPath(); g.moveTo(x, yy); g.lineTo(x + w, yy); g.stroke(); for (var xx = x + (row % 2) * 60; xx < x + w; xx += 120) { g.beginPath(); g.moveTo(xx, yy); g.lineTo(xx, yy + bh); g.stroke(); } }
  g.restore();
}
function shopWindow(g, x, y, w, h, warm) {
  g.fillStyle = linear(g, 0, y, 0, y + h, [[0, '#6b4a2c'], [0.5, '#c08a55'], [1, '#8a5e38']]); g.fillRect(x, y, w, h);
  g.save(); g.beginPath(); g.rect(x, y, w, h); g.clip();
  // interior: back shelves & products, blurred
  blurLayer(g, 2, function (c) {
    c.fillStyle = 'rgba(250,220,180,0.5)'; c.fillRect(x, y + h * 0.1, w, h * 0.3);
    for (var s = 0; s < 3; s++) { var sy = y + h * (0.32 + s * 0.2); c.fillStyle = '#5a3a22'; c.fillRect(x, sy, w, 5); var xx = x + 10; while (xx < x + w - 10) { var hh = rr(18, 40); miniVase(c, xx, sy, hh, [[0.95, 0.93, 0.88], [0.8, 0.55, 0.25], [0.0, 0.15, 0.3], [0.4, 0.5, 0.35]][ri(0, 3)], ri(0, 2)); xx += hh * rr(0.8, 1.5); } }
    c.fillStyle = '#3b2818'; c.fillRect(x + w * 0.25, y + h * 0.82, w * 0.5, h * 0.18);
  });
  for (var i = 0; i < 3; i++) glow(g, x + w * (0.2 + i * 0.3), y + h * 0.05, w * 0.25, [1, 0.8, 0.5], 0.5);
  // glass reflections
  g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = 'rgba(140,170,220,0.12)';
  g.beginPath(); g.moveTo(x + w * 0.1, y); g.lineTo(x + w * 0.35, y); g.lineTo(x + w * 0.1, y + h); g.lineTo(x - w * 0.15, y + h); g.closePath(); g.fill();
  g.fillStyle = 'rgba(140,170,220,0.07)'; g.beginPath(); g.moveTo(x + w * 0.6, y); g.lineTo(x + w * 0.7, y); g.lineTo(x + w * 0.45, y + h); g.lineTo(x + w * 0.35, y + h); g.closePath(); g.fill();
  g.restore();
  g.restore();
  g.strokeStyle = '#141414'; g.lineWidth = 8; g.strokeRect(x, y, w, h);
  g.lineWidth = 4; g.beginPath(); g.moveTo(x + w / 2, y); g.lineTo(x + w / 2, y + h); g.moveTo(x, y + h * 0.18); g.lineTo(x + w, y + h * 0.18); g.stroke();
}
function brassText(g, txt, x, y, size, spacing) {
  g.save(); g.font = '500 ' + size + 'px "DejaVu Sans"'; g.textAlign = 'center'; g.textBaseline = 'middle'; try { g.letterSpacing = spacing + 'px'; } catch (e) { /* noop */ }
  g.fillStyle = 'rgba(0,0,0,0.5)'; g.fillText(txt, x + 2, y + 3);
  g.fillStyle = linear(g, 0, y - size / 2, 0, y + size / 2, [[0, '#f5dca0'], [0.45, '#c9a05a'], [0.55, '#a07830'], [1, '#e8c27a']]); g.fillText(txt, x, y);
  g.restore();
}
function olive(g, x, y, s) {
  g.fillStyle = '#2a2622'; g.fillRect(x - s * 0.35, y - s * 0.5, s * 0.7, s * 0.5);
  g.fillStyle = 'rgba(255,255,255,0.08)'; g.fillRect(x - s * 0.35, y - s * 0.5, s * 0.7, 3);
  g.strokeStyle = '#3a2e22'; g.lineWidth = s * 0.05; g.beginPath(); g.moveTo(x, y - s * 0.5); g.lineTo(x + s * 0.05, y - s * 1.4); g.stroke();
  for (var i = 0; i < 60; i++) { var a = rr(0, 6.28), d = Math.sqrt(rnd()); g.fillStyle = css(mixc([0.2, 0.25, 0.18], [0.42, 0.48, 0.36], rnd())); ell(g, x + Math.cos(a) * d * s * 0.55, y - s * 1.6 + Math.sin(a) * d * s * 0.45, s * 0.09, s * 0.04, a); g.fill(); }
}
SCENES.store1 = function () {
  var g = X;
  g.fillStyle = linear(g, 0, 0, 0, H * 0.2, [[0, '#15213a'], [1, '#3d4c69']]); g.fillRect(0, 0, W, H * 0.2);
  limestone(g, 0, H * 0.06, W, H * 0.8, [0.78, 0.73, 0.65]);
  // upper windows
  for (var i = 0; i < 4; i++) { var x = W * (0.1 + i * 0.22); g.fillStyle = linear(g, 0, H * 0.08, 0, H * 0.2, [[0, '#2b3c5c'], [1, '#c89a66']]); g.fillRect(x, H * 0.08, W * 0.14, H * 0.14); g.strokeStyle = '#161616'; g.lineWidth = 5; g.strokeRect(x, H * 0.08, W * 0.14, H * 0.14); }
  // sign band
  g.fillStyle = linear(g, 0, H * 0.27, 0, H * 0.36, [[0, '#06284f'], [1, '#001a36']]); g.fillRect(W * 0.05, H * 0.27, W * 0.9, H * 0.09);
  brassText(g, 'MERIDIAN', W * 0.5, H * 0.315, Math.round(H * 0.05), Math.round(H * 0.025));
  [0.3, 0.5, 0.7].forEach(function (f) { glow(g, W * f, H * 0.27, W * 0.1, [1, 0.85, 0.6], 0.35); });
  shopWindow(g, W * 0.07, H * 0.4, W * 0.34, H * 0.42);
  shopWindow(g, W * 0.59, H * 0.4, W * 0.34, H * 0.42);
  // door
  g.fillStyle = linear(g, 0, H * 0.4, 0, H * 0.86, [[0, '#d9a468'], [1, '#7a5030']]); g.fillRect(W * 0.44, H * 0.4, W * 0.12, H * 0.46);
  g.strokeStyle = '#141414'; g.lineWidth = 7; g.strokeRect(W * 0.44, H * 0.4, W * 0.12, H * 0.46); g.fillStyle = '#c9a05a'; g.fillRect(W * 0.535, H * 0.6, 4, H * 0.08);
  glow(g, W * 0.5, H * 0.6, W * 0.2, [1, 0.75, 0.45], 0.25);
  // pavement with reflections
  var py = H * 0.86;
  g.fillStyle = linear(g, 0, py, 0, H, [[0, '#4a4a4e'], [1, '#29292d']]); g.fillRect(0, py, W, H - py);
  var snap = canvas(W, H); ctx(snap).drawImage(CV, 0, 0);
  g.save(); g.globalAlpha = 0.35; g.filter = 'blur(6px)'; g.translate(0, 2 * py); g.scale(1, -1); g.beginPath(); g.rect(0, py, W, H * 0.5); g.clip(); g.drawImage(snap, 0, 0); g.restore();
  g.strokeStyle = 'rgba(0,0,0,0.3)'; g.lineWidth = 1; for (i = 0; i < 12; i++) { g.beginPath(); g.moveTo(W * i / 12, py); g.lineTo(W * (i / 12 - 0.5) * 1.6 + W / 2, H); g.stroke(); }
  olive(g, W * 0.03, py, H * 0.28); olive(g, W * 0.97, py, H * 0.28);
  grade({ lift: [0.02, 0.025, 0.05], gain: [1.0, 0.97, 0.94], sat: 0.95, con: 0.05 });
  vignette(g, 0.45, [0.02, 0.03, 0.06], 0.4);
  grain(6, 61);
};
function clubWall(g, x0, x1, y0, y1) {
  var n = Math.floor((x1 - x0) / 14);
  for (var i = 0; i < n; i++) {
    var x = x0 + 7 + i * 14, top = y0 + rr(0, 8);
    g.strokeStyle = i % 7 < 2 ? '#1b1b1f' : '#8e9299'; g.lineWidth = 2.2; g.beginPath(); g.moveTo(x, top); g.lineTo(x + 3, y1 - 16); g.stroke();
    g.fillStyle = '#121214'; g.fillRect(x - 2, top - 26, 5, 30);
    g.fillStyle = linear(g, x - 6, 0, x + 14, 0, [[0, '#6b6f76'], [0.5, '#d7dadf'], [1, '#55595f']]); g.beginPath(); g.moveTo(x + 1, y1 - 18); g.lineTo(x + 14, y1 - 12); g.lineTo(x + 13, y1 - 4); g.lineTo(x - 3, y1 - 6); g.closePath(); g.fill();
  }
  g.fillStyle = '#5a3c24'; g.fillRect(x0, y1 - 4, x1 - x0, 8);
}
SCENES.store2 = function () {
  var g = X, b = [W * 0.12, H * 0.08, W * 0.88, H * 0.62];
  room(g, { b: b, back: '#0a2a52', left: '#082244', right: '#0a274c', ceil: '#15171c', floor: '#7d7b78' });
  var t = noiseTex(W / 4, H / 4, 8, 4, function (v) { var c = 128 + (v - 0.5) * 100; return [c, c, c, 255]; });
  g.save(); g.globalAlpha = 0.3; g.globalCompositeOperation = 'overlay'; g.drawImage(t, 0, 0, W, H); g.restore();
  [[0.18, 0.4], [0.44, 0.66], [0.7, 0.84]].forEach(function (bay, k) { clubWall(g, W * bay[0], W * bay[1], b[1] + H * 0.12, b[1] + H * 0.42); });
  [0.29, 0.55, 0.77].forEach(function (f) { spotCone(g, W * f, b[1], W * 0.2, (b[3] - b[1]) * 0.95, [1, 0.9, 0.75], 0.35); });
  brassText(g, 'MERIDIAN  GOLF', W * 0.5, b[1] + H * 0.06, Math.round(H * 0.03), 10);
  // polished concrete reflections
  var snap = canvas(W, H); ctx(snap).drawImage(CV, 0, 0);
  g.save(); g.globalAlpha = 0.22; g.filter = 'blur(8px)'; g.beginPath(); g.moveTo(0, H); g.lineTo(b[0], b[3]); g.lineTo(b[2], b[3]); g.lineTo(W, H); g.closePath(); g.clip(); g.translate(0, 2 * b[3]); g.scale(1, -1); g.drawImage(snap, 0, 0); g.restore();
  // golf bags standing
  [[0.1, 0.95, NAVY], [0.2, 0.93, [0.92, 0.9, 0.86]], [0.86, 0.95, NAVY]].forEach(function (q) {
    var x = W * q[0], y = H * q[1], w = W * 0.07, h = H * 0.42;
    shadow(g, x + w / 2, y, w * 0.7, 10, 0.5, 8);
    g.fillStyle = linear(g, x, 0, x + w, 0, [[0, css(mixc(q[2], [0, 0, 0], 0.5))], [0.35, css(mixc(q[2], [1, 1, 1], 0.2))], [1, css(mixc(q[2], [0, 0, 0], 0.6))]]);
    rrect(g, x, y - h, w, h, w * 0.2); g.fill();
    g.fillStyle = 'rgba(255,255,255,0.8)'; g.fillRect(x + w * 0.15, y - h * 0.9, w * 0.08, h * 0.75);
    for (var k = 0; k < 4; k++) { g.fillStyle = css(k % 2 ? [0.9, 0.88, 0.84] : [0.1, 0.12, 0.16]); g.beginPath(); g.ellipse(x + w * (0.25 + k * 0.17), y - h - 8 - (k % 2) * 10, w * 0.16, w * 0.13, 0, 0, 7); g.fill(); }
  });
  // putting green
  g.save(); g.fillStyle = '#3f6b33'; ell(g, W * 0.5, H * 0.86, W * 0.26, H * 0.08); g.fill();
  g.globalAlpha = 0.35; g.globalCompositeOperation = 'overlay'; g.drawImage(t, W * 0.24, H * 0.78, W * 0.52, H * 0.16); g.restore();
  g.fillStyle = '#0b0b0b'; ell(g, W * 0.56, H * 0.86, 9, 4); g.fill();
  flagPin(g, W * 0.56, H * 0.86, H * 0.18, [0.95, 0.95, 0.92], 0.6);
  golfBall(g, ENV_STUDIO(), W * 0.42, H * 0.885, 10, 0.3, 0.5);
  golfBall(g, ENV_STUDIO(), W * 0.47, H * 0.9, 10, 0.3, 1.5);
  grade({ lift: [0.01, 0.02, 0.04], gain: [1.02, 1, 0.97], sat: 1.0, con: 0.05 });
  vignette(g, 0.45, [0.0, 0.02, 0.06], 0.4);
  grain(6, 62);
};
SCENES.store3 = function () {
  var g = X, b = [W * 0.22, H * 0.1, W * 0.9, H * 0.66];
  room(g, { b: b, back: '#ece8e1', left: '#e2ddd4', right: '#d9d3c9', ceil: '#f1eee9', floor: '#c8ac88' });
  // big window on left wall
  g.save(); g.beginPath(); g.moveTo(W * 0.02, H * 0.08); g.lineTo(b[0] - W * 0.02, b[1] + H * 0.04); g.lineTo(b[0] - W * 0.02, b[3] - H * 0.06); g.lineTo(W * 0.02, H * 0.92); g.closePath();
  g.fillStyle = linear(g, 0, 0, b[0], 0, [[0, '#ffffff'], [1, '#f4f2ea']]); g.fill(); g.restore();
  g.strokeStyle = '#2b2b2b'; g.lineWidth = 4; g.beginPath(); g.moveTo(W * 0.1, H * 0.085 + H * 0.02); g.lineTo(W * 0.1, H * 0.86); g.stroke();
  glow(g, W * 0.1, H * 0.5, W * 0.45, [1, 0.98, 0.92], 0.5);
  // sunlight patches on floor
  blurLayer(g, 12, function (c) { c.fillStyle = 'rgba(255,245,225,0.55)'; c.beginPath(); c.moveTo(W * 0.2, H * 0.72); c.lineTo(W * 0.55, H * 0.74); c.lineTo(W * 0.65, H * 0.98); c.lineTo(W * 0.2, H * 0.98); c.closePath(); c.fill(); }, 1, 'screen');
  planks(g, b, 10, 'rgba(120,90,60,0.5)', 0.6);
  // back wall oak shelves with homeware
  shelfUnit(g, b[0] + W * 0.06, b[2] - W * 0.06, [b[1] + H * 0.18, b[1] + H * 0.32], 7, '#b58b5e', [[0.95, 0.94, 0.9], [0.8, 0.6, 0.3], [0.45, 0.55, 0.4], [0.15, 0.3, 0.55], [0.7, 0.7, 0.68]], 500);
  // pendant lamps
  [0.45, 0.7].forEach(function (f) { g.strokeStyle = '#333'; g.lineWidth = 1.5; g.beginPath(); g.moveTo(W * f, 0); g.lineTo(W * f, H * 0.2); g.stroke(); g.fillStyle = linear(g, W * f - 40, 0, W * f + 40, 0, [[0, '#cfcac2'], [0.4, '#ffffff'], [1, '#bdb7ad']]); g.beginPath(); g.moveTo(W * f - 45, H * 0.26); g.quadraticCurveTo(W * f, H * 0.13, W * f + 45, H * 0.26); g.closePath(); g.fill(); glow(g, W * f, H * 0.27, 60, [1, 0.9, 0.7], 0.6); });
  // plinths with objects
  var E = ENV_WARM(), EG = ENV_GLASS();
  [[0.38, 0.86, 0.13, 0.22], [0.58, 0.9, 0.15, 0.14], [0.78, 0.84, 0.12, 0.28]].forEach(function (p, k) {
    var x = W * p[0], y = H * p[1], w = W * p[2], h = H * p[3];
    shadow(g, x + w * 0.6, y, w * 0.7, 12, 0.35, 14);
    g.fillStyle = linear(g, x - w / 2, 0, x + w / 2, 0, [[0, '#f7f5f1'], [1, '#dcd7cf']]); g.fillRect(x - w / 2, y - h, w, h);
    g.fillStyle = '#cdc7bd'; g.beginPath(); g.moveTo(x + w / 2, y - h); g.lineTo(x + w / 2 + w * 0.18, y - h - w * 0.12); g.lineTo(x + w / 2 + w * 0.18, y - w * 0.12); g.lineTo(x + w / 2, y); g.closePath(); g.fill();
    g.fillStyle = '#fbfaf7'; g.beginPath(); g.moveTo(x - w / 2, y - h); g.lineTo(x + w / 2, y - h); g.lineTo(x + w / 2 + w * 0.18, y - h - w * 0.12); g.lineTo(x - w / 2 + w * 0.18, y - h - w * 0.12); g.closePath(); g.fill();
    var cx = x + w * 0.09, cy = y - h - w * 0.05;
    if (k === 0) { X.drawImage(lathe({ pts: scalePts(VASES.moss, 0.36), cx: cx, cy: cy, phi: 0.2, glass: GLASS.moss, env: EG, wall: 3, solidY: 8 }), 0, 0); }
    if (k === 1) { teapot(g, E, cx, cy, 0.5, 0.25); }
    if (k === 2) { X.drawImage(lathe({ pts: scalePts(VASES.amber, 0.34), cx: cx, cy: cy, phi: 0.2, glass: GLASS.amber, env: EG, wall: 3, solidY: 8 }), 0, 0); }
  });
  // plant in corner
  g.save(); for (var i = 0; i < 90; i++) { var a = rr(-2.8, -0.3), l = rr(60, 180); g.strokeStyle = css(mixc([0.18, 0.3, 0.16], [0.4, 0.55, 0.3], rnd())); g.lineWidth = rr(6, 14); g.lineCap = 'round'; g.beginPath(); g.moveTo(W * 0.06, H * 0.8); g.quadraticCurveTo(W * 0.06 + Math.cos(a) * l * 0.5, H * 0.8 + Math.sin(a) * l * 0.9, W * 0.06 + Math.cos(a) * l, H * 0.8 + Math.sin(a) * l * 0.7); g.stroke(); } g.restore();
  g.fillStyle = '#d9d2c6'; rrect(g, W * 0.02, H * 0.78, W * 0.08, H * 0.12, 8); g.fill();
  grade({ lift: [0.02, 0.02, 0.02], gain: [1.02, 1.0, 0.97], sat: 0.9, con: 0.03 });
  vignette(g, 0.25, [0.1, 0.08, 0.06], 0.45);
  grain(5, 63);
};
/* ---------- workshop: glass furnace ---------- */
function bricks(g, x, y, w, h, col, mortar) {
  g.fillStyle = mortar; g.fillRect(x, y, w, h);
  var bh = 22, bw = 60, row = 0;
  for (var yy = y; yy < y + h; yy += bh, row++) for (var xx = x - (row % 2) * bw / 2; xx < x + w; xx += bw) {
    g.fillStyle = css(mixc(col, [0, 0, 0], rr(0, 0.35))); g.fillRect(xx + 2, yy + 2, bw - 4, bh - 4);
  }
}
function person(g, x, y, s, J, col) {
  function P(k) { return [x + J[k][0] * s, y - J[k][1] * s]; }
  function seg(a, b2, w0, w1) { var p = P(a), q = P(b2), dx = q[0] - p[0], dy = q[1] - p[1], l = hyp(dx, dy) || 1, nx = -dy / l, ny = dx / l, r0 = w0 * s / 2, r1 = w1 * s / 2; g.beginPath(); g.moveTo(p[0] + nx * r0, p[1] + ny * r0); g.lineTo(q[0] + nx * r1, q[1] + ny * r1); g.lineTo(q[0] - nx * r1, q[1] - ny * r1); g.lineTo(p[0] - nx * r0, p[1] - ny * r0); g.closePath(); g.fill(); g.beginPath(); g.arc(p[0], p[1], r0, 0, 7); g.fill(); g.beginPath(); g.arc(q[0], q[1], r1, 0, 7); g.fill(); }
  g.fillStyle = col; g.strokeStyle = col;
  seg('lh', 'lk', 0.1, 0.065); seg('lk', 'la', 0.06, 0.042); seg('rh', 'rk', 0.1, 0.065); seg('rk', 'ra', 0.06, 0.042);
  seg('la', 'lt', 0.04, 0.03); seg('ra', 'rt', 0.04, 0.03);
  seg('pel', 'chest', 0.2, 0.23); seg('chest', 'neck', 0.2, 0.07);
  var h = P('head'); g.beginPath(); g.arc(h[0], h[1], 0.058 * s, 0, 7); g.fill();
  seg('ls', 'le', 0.065, 0.05); seg('le', 'lw', 0.05, 0.04); seg('rs', 're', 0.065, 0.05); seg('re', 'rw', 0.05, 0.04);
}
SCENES.workshop = function () {
  var g = X;
  bricks(g, 0, 0, W, H * 0.78, [0.22, 0.12, 0.08], '#151010');
  g.fillStyle = 'rgba(0,0,0,0.55)'; g.fillRect(0, 0, W, H);
  // floor
  g.fillStyle = linear(g, 0, H * 0.78, 0, H, [[0, '#2a1d16'], [1, '#0e0a08']]); g.fillRect(0, H * 0.78, W, H * 0.22);
  // furnace body
  var fx = W * 0.34, fy = H * 0.5, fr = W * 0.2;
  g.fillStyle = linear(g, fx - fr, 0, fx + fr, 0, [[0, '#1c1512'], [0.5, '#3a2a22'], [1, '#171210']]);
  g.beginPath(); g.moveTo(fx - fr, H * 0.8); g.lineTo(fx - fr, fy - fr * 0.3); g.quadraticCurveTo(fx, fy - fr * 1.35, fx + fr, fy - fr * 0.3); g.lineTo(fx + fr, H * 0.8); g.closePath(); g.fill();
  g.save(); g.clip(); bricks(g, fx - fr, fy - fr * 1.2, fr * 2, fr * 2.2, [0.3, 0.16, 0.1], '#1a1210'); g.fillStyle = 'rgba(0,0,0,0.45)'; g.fillRect(0, 0, W, H); g.restore();
  // glowing mouth
  var mx = fx, my = fy + fr * 0.05, mr = fr * 0.36;
  glow(g, mx, my, W * 0.75, [1, 0.45, 0.12], 0.55);
  g.fillStyle = radial(g, mx, my, mr, [[0, '#fffbe8'], [0.35, '#ffe08a'], [0.7, '#ff9a2e'], [1, '#c24a10']]);
  g.beginPath(); g.arc(mx, my, mr, Math.PI, 0); g.lineTo(mx + mr, my + mr * 0.75); g.lineTo(mx - mr, my + mr * 0.75); g.closePath(); g.fill();
  glow(g, mx, my, mr * 2.2, [1, 0.75, 0.35], 0.8);
  // rim-lit brick arch around the mouth
  g.strokeStyle = 'rgba(255,150,60,0.55)'; g.lineWidth = 10; g.beginPath(); g.arc(mx, my, mr + 8, Math.PI, 0); g.stroke();
  // glassblower
  var J = { lt: [-0.16, 0.0], la: [-0.1, 0.03], lk: [-0.08, 0.27], lh: [-0.03, 0.52], rh: [0.06, 0.52], rk: [0.12, 0.27], ra: [0.16, 0.03], rt: [0.1, 0.0],
    pel: [0.02, 0.53], chest: [-0.01, 0.73], neck: [-0.03, 0.84], head: [-0.05, 0.9], ls: [-0.06, 0.8], rs: [0.06, 0.8], le: [-0.16, 0.66], re: [-0.05, 0.64], lw: [-0.3, 0.62], rw: [-0.18, 0.6] };
  var px = W * 0.74, py = H * 0.86, ps = H * 0.62;
  g.save(); g.translate(-3, 0); person(g, px, py, ps, J, 'rgba(255,140,60,0.8)'); g.restore();
  person(g, px, py, ps, J, '#0c0908');
  // blowpipe with glowing gather
  var hx = px - 0.3 * ps, hy = py - 0.62 * ps, gx = mx + mr * 0.9, gy = my + mr * 0.1;
  g.strokeStyle = '#2a2a2a'; g.lineWidth = 6; g.beginPath(); g.moveTo(px - 0.12 * ps, py - 0.6 * ps); g.lineTo(gx, gy); g.stroke();
  g.strokeStyle = 'rgba(255,160,80,0.7)'; g.lineWidth = 1.5; g.beginPath(); g.moveTo(px - 0.12 * ps, py - 0.6 * ps - 3); g.lineTo(gx, gy - 3); g.stroke();
  glow(g, gx + 10, gy, 90, [1, 0.6, 0.2], 0.9); g.fillStyle = radial(g, gx + 10, gy, 26, [[0, '#fff6d0'], [0.6, '#ffb040'], [1, '#d05010']]); g.beginPath(); g.arc(gx + 10, gy, 26, 0, 7); g.fill();
  // sparks
  blurLayer(g, 1, function (c) { c.lineCap = 'round'; for (var i = 0; i < 70; i++) { var a = rr(-2.8, -0.3), d = rr(20, 260), sx = gx + Math.cos(a) * d, sy = gy + Math.sin(a) * d * 0.8; c.strokeStyle = 'rgba(255,' + ri(160, 230) + ',120,' + rr(0.4, 1) + ')'; c.lineWidth = rr(1, 2.5); c.beginPath(); c.moveTo(sx, sy); c.lineTo(sx + Math.cos(a) * rr(4, 16), sy + Math.sin(a) * rr(4, 16)); c.stroke(); } }, 1, 'screen');
  // smoke / haze
  var sm = noiseTex(W / 8, H / 8, 10, 5, function (v) { var m = sstep(0.45, 0.8, v); return [255, 170, 110, Math.round(m * 120)]; });
  g.save(); g.globalCompositeOperation = 'screen'; g.globalAlpha = 0.3; g.filter = 'blur(8px)'; g.drawImage(sm, 0, 0, W, H * 0.7); g.restore();
  // workbench foreground
  g.fillStyle = '#140e0b'; g.fillRect(0, H * 0.82, W * 0.45, H * 0.05); g.fillStyle = 'rgba(255,140,60,0.5)'; g.fillRect(0, H * 0.82, W * 0.45, 2);
  g.fillStyle = '#0d0907'; g.fillRect(W * 0.03, H * 0.87, W * 0.03, H * 0.13); g.fillRect(W * 0.38, H * 0.87, W * 0.03, H * 0.13);
  // finished glass pieces on bench
  [[0.08, 0.55, [0.75, 0.5, 0.2]], [0.16, 0.42, [0.4, 0.5, 0.3]], [0.25, 0.5, [0.85, 0.8, 0.7]]].forEach(function (q) { miniVase(g, W * q[0], H * 0.82, H * 0.1 * q[1] * 2, q[2], 0); });
  g.save(); g.globalCompositeOperation = 'screen'; g.fillStyle = radial(g, mx, H * 0.85, W * 0.35, [[0, 'rgba(255,120,40,0.35)'], [1, 'rgba(0,0,0,0)']]); g.fillRect(0, H * 0.7, W, H * 0.3); g.restore();
  grade({ lift: [0.02, 0.01, 0.0], gain: [1.05, 0.95, 0.85], sat: 1.0, con: 0.08 });
  vignette(g, 0.65, [0.02, 0.01, 0.0], 0.3);
  grain(8, 71);
};
/* ---------- history: sepia 1979 clubhouse ---------- */
SCENES.history = function () {
  var g = X, hz = H * 0.55;
  g.fillStyle = linear(g, 0, 0, 0, hz, [[0, '#9aa4ab'], [1, '#e4e0d6']]); g.fillRect(0, 0, W, hz);
  cloudStreaks(g, H * 0.02, hz * 0.6, 'rgb(255,255,255)', 0.5, 4);
  treeLine(g, { y: hz + 10, h: H * 0.22, col: 'rgb(70,78,62)', blur: 2, seed: 21, base: 40, fq: 0.8 });
  // clubhouse (tudor)
  var cx = W * 0.58, cw = W * 0.36, cb = hz + H * 0.06, ch = H * 0.16;
  g.fillStyle = '#3c2e28'; g.beginPath(); g.moveTo(cx - cw * 0.55, cb - ch); g.lineTo(cx - cw * 0.2, cb - ch - H * 0.12); g.lineTo(cx + cw * 0.2, cb - ch - H * 0.12); g.lineTo(cx + cw * 0.55, cb - ch); g.closePath(); g.fill();
  g.fillStyle = '#efe9dc'; g.fillRect(cx - cw / 2, cb - ch, cw, ch);
  g.fillStyle = '#2b211c'; for (var i = 0; i <= 8; i++) g.fillRect(cx - cw / 2 + i * cw / 8 - 3, cb - ch, 6, ch); g.fillRect(cx - cw / 2, cb - ch * 0.55, cw, 5);
  g.fillStyle = '#2f2a2a'; for (i = 0; i < 4; i++) g.fillRect(cx - cw / 2 + cw * (0.08 + i * 0.24), cb - ch * 0.45, cw * 0.12, ch * 0.3);
  g.fillStyle = '#3c2e28'; g.fillRect(cx + cw * 0.3, cb - ch - H * 0.16, W * 0.02, H * 0.08);
  // lawn
  g.fillStyle = linear(g, 0, cb, 0, H, [[0, '#8f9a72'], [1, '#4f5a3c']]); g.fillRect(0, cb, W, H - cb);
  grassTexture(g, 0, cb, W, H - cb, 0.35, false);
  g.fillStyle = 'rgba(170,180,140,0.8)'; ell(g, W * 0.4, H * 0.8, W * 0.32, H * 0.07); g.fill();
  g.fillStyle = '#111'; ell(g, W * 0.5, H * 0.805, 8, 3); g.fill();
  flagPin(g, W * 0.5, H * 0.805, H * 0.26, [0.9, 0.9, 0.9], 0.7);
  // golfer putting
  var J = { lt: [-0.12, 0.0], la: [-0.08, 0.03], lk: [-0.07, 0.27], lh: [-0.04, 0.5], rh: [0.07, 0.5], rk: [0.1, 0.27], ra: [0.1, 0.03], rt: [0.16, 0.0],
    pel: [0.02, 0.5], chest: [-0.07, 0.66], neck: [-0.13, 0.74], head: [-0.17, 0.77], ls: [-0.14, 0.7], rs: [-0.03, 0.71], le: [-0.18, 0.55], re: [-0.09, 0.55], lw: [-0.15, 0.42], rw: [-0.12, 0.42] };
  var px = W * 0.3, py = H * 0.83, ps = H * 0.38;
  shadow(g, px + 30, py, 80, 10, 0.35, 6);
  person(g, px, py, ps, J, '#2e2a26');
  g.fillStyle = '#2e2a26'; g.beginPath(); g.ellipse(px - 0.17 * ps, py - 0.8 * ps, 0.07 * ps, 0.03 * ps, -0.3, 0, 7); g.fill();
  g.strokeStyle = '#222'; g.lineWidth = 3; g.beginPath(); g.moveTo(px - 0.14 * ps, py - 0.42 * ps); g.lineTo(px - 0.2 * ps, py - 0.02 * ps); g.stroke(); g.fillStyle = '#333'; g.fillRect(px - 0.24 * ps, py - 0.03 * ps, 0.07 * ps, 0.025 * ps);
  g.fillStyle = '#f4f1ea'; g.beginPath(); g.arc(px - 0.05 * ps, py - 0.01 * ps, 5, 0, 7); g.fill();
  // second figure (caddie) by the clubhouse, and a few garden trees
  var Js = { lt: [-0.05, 0], la: [-0.04, 0.03], lk: [-0.04, 0.27], lh: [-0.04, 0.5], rh: [0.04, 0.5], rk: [0.04, 0.27], ra: [0.04, 0.03], rt: [0.05, 0], pel: [0, 0.52], chest: [0, 0.72], neck: [0, 0.84], head: [0, 0.9], ls: [-0.09, 0.8], rs: [0.09, 0.8], le: [-0.11, 0.62], re: [0.11, 0.62], lw: [-0.1, 0.47], rw: [0.1, 0.47] };
  person(g, W * 0.8, H * 0.74, H * 0.17, Js, '#4a4440');
  g.fillStyle = '#3a3430'; rrect(g, W * 0.815, H * 0.66, W * 0.025, H * 0.08, 4); g.fill();
  treeLine(g, { y: cb + 2, h: H * 0.09, col: 'rgb(60,66,52)', blur: 1, seed: 33, base: 4, fq: 3, hf: function (x) { return x < W * 0.36 || x > W * 0.8 ? 1 : 0.15; } });
  g.save(); g.filter = 'blur(1.2px)'; g.drawImage(CV, 0, 0); g.restore();
  sepia(0.9);
  grade({ lift: [0.1, 0.08, 0.05], gain: [0.96, 0.92, 0.84], con: -0.05 });
  // dust & scratches
  g.save(); for (i = 0; i < 120; i++) { g.fillStyle = rnd() < 0.5 ? 'rgba(255,250,235,0.5)' : 'rgba(40,30,20,0.4)'; g.beginPath(); g.arc(rr(0, W), rr(0, H), rr(0.5, 2), 0, 7); g.fill(); }
  g.strokeStyle = 'rgba(255,250,235,0.25)'; g.lineWidth = 1; for (i = 0; i < 6; i++) { var x = rr(0, W); g.beginPath(); g.moveTo(x, 0); g.lineTo(x + rr(-20, 20), H); g.stroke(); } g.restore();
  vignette(g, 0.6, [0.15, 0.1, 0.05], 0.3);
  grain(8, 81);
};
/* ---------- categories, gifts, driver detail views ---------- */
SCENES.catGolf = function () {
  navyBackdrop(X, { lx: 0.5, ly: 0.38, hz: 0.68 });
  var lay = woodLayer({ env: ENV_NAVY(), cam: { target: [0.0, 0.05, 0], yaw: 0.5, pitch: 0.28, dist: 6 }, scale: 330, cx: W * 0.5, cy: H * 0.6,
    ground: { col: [0.0, 0.01, 0.03], sa: 0.6, aa: 0.7 }, P: { crown: [0.0, 0.07, 0.17] } });
  reflectLayer(X, lay, H * 0.75, 0.15, H * 0.2);
  X.drawImage(lay, 0, 0);
  var E = ENV_NAVY(); E.amb = [0.25, 0.3, 0.38]; E.Lc = [0.9, 0.92, 1];
  golfBall(X, E, W * 0.8, H * 0.86, 44, 0.2, 0.4);
  golfBall(X, E, W * 0.16, H * 0.9, 40, 0.2, 1.2);
  vignette(X, 0.5, [0, 0.02, 0.06], 0.35);
  grain(6, 91);
};
SCENES.catHome = function () {
  seamless(X, { hz: 0.55, lx: 0.4, ly: 0.35, top: hex('#cdc6bb'), mid: hex('#e3ddd3'), bot: hex('#d2cbbf') });
  windowLight(X, { x: W * 0.05, y: -H * 0.1, n: 2, m: 2, pw: W * 0.14, ph: H * 0.3, gap: W * 0.02, sk: W * 0.08, blur: 6, a: 0.7 });
  var E = ENV_WARM();
  oakTray(X, W * 0.5, H * 0.78, 300, 70, 14);
  teapot(X, E, W * 0.42, H * 0.8, 1.05, 0.25);
  var pts = vessel([[40, 0], [46, 4], [70, 30], [88, 70]], 6, 8);
  contact(X, W * 0.76, H * 0.8, 44, 12, 0.7);
  X.drawImage(lathe({ pts: pts, cx: W * 0.76, cy: H * 0.8, phi: 0.35, mat: MATH.porcelain, env: E, albedo: function (t, th, y, r, k) { return (y > 60 && y < 66 && k === 1) ? [0.12, 0.24, 0.5] : [0.94, 0.94, 0.92]; } }), 0, 0);
  vignette(X, 0.2, [0.2, 0.16, 0.12], 0.5);
  grain(6, 92);
};
SCENES.catGlass = function () {
  vasesOnStone({ surf: 0.58, wx: 0.05, items: [['amber', W * 0.36, H * 0.82, 0.62, 'amber'], ['moss', W * 0.6, H * 0.8, 0.6, 'moss'], ['bud', W * 0.74, H * 0.9, 0.7, 'blue'], ['clear', W * 0.24, H * 0.92, 0.55, 'clear']] });
};
SCENES.catPorcelain = function () {
  X.fillStyle = linear(X, 0, 0, 0, H, [[0, '#17304f'], [1, '#0e2340']]); X.fillRect(0, 0, W, H);
  var t = noiseTex(W / 2, H / 2, 1.1, 2, function (v) { var c = 128 + (v - 0.5) * 90; return [c, c, c, 255]; });
  X.save(); X.globalAlpha = 0.25; X.globalCompositeOperation = 'overlay'; X.drawImage(t, 0, 0, W, H); X.restore();
  X.save(); X.globalCompositeOperation = 'soft-light'; X.fillStyle = radial(X, W * 0.3, H * 0.25, W, [[0, 'rgba(255,255,255,0.6)'], [1, 'rgba(0,0,0,0.5)']]); X.fillRect(0, 0, W, H); X.restore();
  var E = ENV_WARM();
  bluePlate(X, E, W * 0.4, H * 0.56, 230, 1.35, 1.5);
  bluePlate(X, E, W * 0.74, H * 0.82, 140, 1.3, 1.5);
  vignette(X, 0.35, [0, 0.02, 0.05], 0.4);
  grain(6, 93);
};
/* gift box: front + side + top with ribbon cross and bow */
function giftBox(g, o) {
  var rib = o.rib || [0.93, 0.9, 0.84], ribD = mixc(rib, [0, 0, 0], 0.3), x = o.x, y = o.y, w = o.w, h = o.h, dx = o.d * 0.55, dy = -o.d * 0.32;
  navyBox3d(g, { x: x, y: y, w: w, h: h, d: o.d, col: o.col,
    front: function (c, fx, fy, fw, fh) {
      c.fillStyle = linear(c, fx + fw * 0.42, 0, fx + fw * 0.58, 0, [[0, css(ribD)], [0.3, css(rib)], [0.7, css(rib)], [1, css(ribD)]]); c.fillRect(fx + fw * 0.44, fy, fw * 0.12, fh);
      if (o.label) brandText(c, o.label, fx + fw * 0.22, fy + fh * 0.82, Math.round(fh * 0.07), 'rgba(210,185,130,0.9)', 4, 500);
    },
    top: function (c, tx, ty, tw, tdx, tdy) {
      c.fillStyle = css(rib);
      c.beginPath(); c.moveTo(tx + tw * 0.44, ty); c.lineTo(tx + tw * 0.56, ty); c.lineTo(tx + tw * 0.56 + tdx, ty + tdy); c.lineTo(tx + tw * 0.44 + tdx, ty + tdy); c.closePath(); c.fill();
      c.fillStyle = css(mixc(rib, [1, 1, 1], 0.1)); c.beginPath(); c.moveTo(tx + tdx * 0.44, ty + tdy * 0.44); c.lineTo(tx + tw + tdx * 0.44, ty + tdy * 0.44); c.lineTo(tx + tw + tdx * 0.58, ty + tdy * 0.58); c.lineTo(tx + tdx * 0.58, ty + tdy * 0.58); c.closePath(); c.fill();
    } });
  // ribbon on side face
  g.fillStyle = css(ribD); g.beginPath(); g.moveTo(x + w + dx * 0.44, y + dy * 0.44); g.lineTo(x + w + dx * 0.58, y + dy * 0.58); g.lineTo(x + w + dx * 0.58, y + dy * 0.58 - h); g.lineTo(x + w + dx * 0.44, y + dy * 0.44 - h); g.closePath(); g.fill();
  // bow
  var bx = x + w * 0.5 + dx * 0.51, by = y - h + dy * 0.51, s = Math.min(w, o.d) * 0.3 * (o.bow || 1);
  function loop(a) {
    g.save(); g.translate(bx, by); g.rotate(a);
    g.fillStyle = linear(g, 0, -s * 0.4, s, s * 0.3, [[0, css(mixc(rib, [1, 1, 1], 0.25))], [0.5, css(rib)], [1, css(ribD)]]);
    g.beginPath(); g.moveTo(0, 0); g.bezierCurveTo(s * 0.4, -s * 0.75, s * 1.2, -s * 0.55, s * 0.95, -s * 0.05); g.bezierCurveTo(s * 0.8, s * 0.3, s * 0.3, s * 0.2, 0, 0); g.fill();
    g.fillStyle = css(ribD, 0.6); g.beginPath(); g.moveTo(s * 0.1, -s * 0.05); g.bezierCurveTo(s * 0.4, -s * 0.4, s * 0.8, -s * 0.35, s * 0.75, -s * 0.08); g.bezierCurveTo(s * 0.55, s * 0.05, s * 0.3, 0, s * 0.1, -s * 0.05); g.fill();
    g.restore();
  }
  g.save(); g.fillStyle = css(rib); g.beginPath(); g.moveTo(bx, by); g.quadraticCurveTo(bx - s * 0.3, by + s * 0.4, bx - s * 0.5, by + s * 0.75); g.lineTo(bx - s * 0.35, by + s * 0.8); g.quadraticCurveTo(bx - s * 0.1, by + s * 0.4, bx, by); g.fill();
  g.beginPath(); g.moveTo(bx, by); g.quadraticCurveTo(bx + s * 0.35, by + s * 0.35, bx + s * 0.6, by + s * 0.6); g.lineTo(bx + s * 0.45, by + s * 0.7); g.quadraticCurveTo(bx + s * 0.2, by + s * 0.35, bx, by); g.fill(); g.restore();
  loop(-0.15); g.save(); g.translate(bx, by); g.scale(-1, 1); g.translate(-bx, -by); loop(-0.15); g.restore();
  g.fillStyle = css(mixc(rib, [0, 0, 0], 0.1)); ell(g, bx, by, s * 0.14, s * 0.11); g.fill();
}
function giftBackdrop(warm) {
  seamless(X, { hz: 0.6, lx: 0.5, ly: 0.4, top: hex(warm ? '#d4cabb' : '#d8d5cf'), mid: hex(warm ? '#ebe3d6' : '#ebe8e3'), bot: hex(warm ? '#d2c6b5' : '#d3cec7') });
}
SCENES.gift1 = function () {
  giftBackdrop(true);
  giftBox(X, { x: W * 0.24, y: H * 0.9, w: W * 0.36, h: H * 0.44, d: W * 0.2, label: 'MERIDIAN', bow: 1.7 });
  giftBox(X, { x: W * 0.66, y: H * 0.93, w: W * 0.17, h: H * 0.22, d: W * 0.11, rib: [0.85, 0.7, 0.42], bow: 1.6 });
  // gift tag
  X.save(); X.translate(W * 0.16, H * 0.86); X.rotate(-0.25); X.fillStyle = '#f3eee4'; rrect(X, -30, -18, 60, 36, 4); X.fill(); X.fillStyle = 'rgba(0,0,0,0.12)'; X.fillRect(-30, 16, 60, 3);
  brandText(X, 'M', 0, 0, 16, '#00244A', 0, 600); X.restore();
  vignette(X, 0.2, [0.2, 0.15, 0.1], 0.5);
  grain(6, 101);
};
SCENES.gift2 = function () {
  giftBackdrop(false);
  var g = X, x = W * 0.28, y = H * 0.88, w = W * 0.42, h = H * 0.2, d = W * 0.2, dx = d * 0.55, dy = -d * 0.32;
  // lid leaning behind
  shadow(g, W * 0.5, H * 0.5, W * 0.25, 20, 0.25, 20);
  g.save(); g.translate(W * 0.5, H * 0.55); g.rotate(-0.12);
  g.fillStyle = linear(g, -W * 0.24, 0, W * 0.24, 0, [[0, '#062a52'], [0.5, '#0b3766'], [1, '#041f3e']]); g.fillRect(-W * 0.24, -H * 0.42, W * 0.48, H * 0.42);
  g.strokeStyle = 'rgba(205,175,120,0.7)'; g.lineWidth = 1.5; g.strokeRect(-W * 0.24 + 14, -H * 0.42 + 14, W * 0.48 - 28, H * 0.42 - 28);
  brandText(g, 'MERIDIAN', 0, -H * 0.24, Math.round(H * 0.07), 'rgba(225,200,150,0.95)', 8, 500);
  brandText(g, 'GOLF GIFT SET', 0, -H * 0.15, Math.round(H * 0.03), 'rgba(225,200,150,0.8)', 5, 400);
  g.restore();
  // open box: inner back wall then items then front
  navyBox3d(g, { x: x, y: y, w: w, h: h, d: d });
  g.fillStyle = '#031a33'; g.beginPath(); g.moveTo(x + 6, y - h); g.lineTo(x + w - 6, y - h); g.lineTo(x + w + dx - 10, y - h + dy + 4); g.lineTo(x + dx + 4, y - h + dy + 4); g.closePath(); g.fill();
  g.fillStyle = '#e9e4da'; g.beginPath(); g.moveTo(x + 12, y - h + 2); g.lineTo(x + w - 12, y - h + 2); g.lineTo(x + w + dx - 16, y - h + dy + 8); g.lineTo(x + dx + 10, y - h + dy + 8); g.closePath(); g.fill();
  var E = ENV_STUDIO();
  for (var i = 0; i < 3; i++) golfBall(g, E, x + w * (0.2 + i * 0.2) + dx * 0.3, y - h + dy * 0.3 - 2, 24, 0.5, i * 0.9);
  navyBox3d(g, { x: x + w * 0.76, y: y - h + dy * 0.25, w: w * 0.2, h: h * 0.25, d: dx * 0.9, col: [0.92, 0.9, 0.86] });
  vignette(X, 0.2, [0.2, 0.15, 0.1], 0.5);
  grain(6, 102);
};
SCENES.gift3 = function () {
  giftBackdrop(true);
  giftBox(X, { x: W * 0.1, y: H * 0.92, w: W * 0.34, h: H * 0.28, d: W * 0.18, rib: [0.85, 0.7, 0.42] });
  giftBox(X, { x: W * 0.13, y: H * 0.92 - H * 0.28, w: W * 0.26, h: H * 0.2, d: W * 0.14, rib: [0.85, 0.7, 0.42], bow: 1.6 });
  var pts = vessel([[78, 0], [84, 4], [88, 14], [96, 200]], 5, 30, 3);
  [[W * 0.64, H * 0.86, 0.8, GLASS.amber], [W * 0.82, H * 0.9, 0.8, GLASS.clear]].forEach(function (q) {
    glassShadow(X, q[0], q[1], 80 * q[2], 80 * q[2] * 0.3, q[3].tint, 0.9);
    X.drawImage(lathe({ pts: scalePts(pts, q[2]), cx: q[0], cy: q[1], phi: 0.3, glass: q[3], env: ENV_GLASS(), wall: 4, solidY: 24, bump: ribBump(28, 0.25, 26) }), 0, 0);
  });
  vignette(X, 0.2, [0.2, 0.15, 0.1], 0.5);
  grain(6, 103);
};
/* ---------- hero mobile 1 + driver detail shots ---------- */
SCENES.heroM1 = function () {
  navyBackdrop(X, { lx: 0.5, ly: 0.45, hz: 0.72 });
  var lay = woodLayer({ env: ENV_NAVY(), cam: { target: [0.0, 0.05, 0], yaw: 0.4, pitch: 0.35, dist: 6 }, scale: 400, cx: W * 0.5, cy: H * 0.64,
    ground: { col: [0.0, 0.01, 0.03], sa: 0.6, aa: 0.7 }, P: { crown: [0.0, 0.07, 0.17] } });
  reflectLayer(X, lay, H * 0.77, 0.18, H * 0.15);
  X.drawImage(lay, 0, 0);
  glow(X, W * 0.7, H * 0.25, W * 0.5, [0.4, 0.6, 0.9], 0.1);
  vignette(X, 0.55, [0, 0.02, 0.06], 0.35);
  grain(7, 17);
};
var DETAIL = [
  { cam: { target: [0, 0.0, 0], yaw: 0.0, pitch: 0.06, dist: 7 }, scale: 640, cy: 0.56 },                               // face-on
  { cam: { target: [0, 0.0, -0.08], yaw: Math.PI / 2, pitch: 0.1, dist: 7 }, scale: 600, cy: 0.58 },                    // toe
  { cam: { target: [-0.1, 0.08, -0.05], yaw: -Math.PI / 2 + 0.25, pitch: 0.15, dist: 7 }, scale: 520, cy: 0.6 },        // heel
  { cam: { target: [0, -0.1, -0.1], yaw: 0, pitch: -Math.PI / 2 + 0.001, dist: 7, up: [0, 0, 1] }, scale: 620, cy: 0.52, sole: true }, // sole
  { cam: { target: [0, 0.1, -0.1], yaw: 0, pitch: Math.PI / 2 - 0.001, dist: 7, up: [0, 0, -1] }, scale: 620, cy: 0.5 },   // crown
  { cam: { target: [0.55, 0.05, -0.35], yaw: 0.45, pitch: 0.32, dist: 7 }, scale: 380, cy: 0.58, cover: true }             // with headcover
];
SCENES.detail = function (o) {
  var d = DETAIL[o.i], E = ENV_STUDIO();
  seamless(X, { hz: d.sole || o.i === 4 ? 0.2 : 0.6, lx: 0.5, ly: 0.42 });
  var wd = makeWood({ soleTex: soleTexture() }), model = wd;
  if (d.cover) {
    var hc = headcoverSdf(1.25, 0.085, -0.75), leather = { type: 'diel', F0: 0.04, rough: 0.25, ks: 0.9, wrap: 0.25, shin: 40, sk: 0.12 };
    model = { P: wd.P, sdf: function (x, y, z) { return Math.min(wd.sdf(x, y, z), hc(x, y, z)); }, shadowSdf: function (x, y, z) { return Math.min(wd.shadowSdf(x, y, z), hc(x, y, z)); },
      shadeAt: function (E2, x, y, z, nx, ny, nz, vx, vy, vz, ao, out) {
        if (hc(x, y, z) < wd.sdf(x, y, z)) {
          var lx = x - 1.25, c = NAVY; if (lx < -0.6 && lx > -0.68) c = [0.93, 0.91, 0.86]; if (Math.abs(lx + 0.05) < 0.012 && y > 0) c = [0.6, 0.5, 0.35];
          return shade(E2, leather, vx, vy, vz, c[0], c[1], c[2], ao, out);
        }
        return wd.shadeAt(E2, x, y, z, nx, ny, nz, vx, vy, vz, ao, out);
      } };
  }
  var floating = d.sole || o.i === 4;
  var lay = woodLayer({ env: E, model: model, cam: d.cam, scale: d.scale, cx: W * 0.5, cy: H * d.cy, br: d.cover ? 3.2 : 2.2, bc: d.cover ? [0.5, 0.1, -0.3] : [0, 0.2, 0],
    ground: floating ? false : { col: [0.12, 0.1, 0.08], rad: 3 } });
  if (floating) layerShadow(X, lay, H * 0.5, { sq: 1, a: 0.32, blur: 24, dx: 30, dy: 40 });
  X.drawImage(lay, 0, 0);
  vignette(X, 0.18, [0.2, 0.17, 0.14], 0.5);
  grain(6, 110 + o.i);
};
window.__render = function (scene, w, h, sd, opts) {
  W = w; H = h; CV.width = w; CV.height = h; seed(sd);
  X.setTransform(1, 0, 0, 1, 0, 0); X.globalAlpha = 1; X.globalCompositeOperation = 'source-over'; X.filter = 'none';
  var fn = SCENES[scene]; if (!fn) throw new Error('unknown scene ' + scene);
  fn(opts || {});
  return true;
};
`;

/* ------------------------------------------------------------------------ */
/* Job list                                                                  */
/* ------------------------------------------------------------------------ */
interface Job {
  file: string;
  w: number;
  h: number;
  scene: string;
  seed: number;
  opts?: Record<string, unknown>;
  /** soft size budget in KB; quality is stepped down if exceeded */
  maxKB: number;
}

const P = 90; // product budget (KB)
const B = 160; // wide banner budget (KB)
const M = 120; // mid-size scene budget (KB)
const JOBS: Job[] = [
  { file: 'hero-1.jpg', w: 1920, h: 800, scene: 'hero1', seed: 11, maxKB: B },
  { file: 'hero-2.jpg', w: 1920, h: 800, scene: 'hero2', seed: 12, maxKB: B },
  { file: 'hero-3.jpg', w: 1920, h: 800, scene: 'hero3', seed: 13, maxKB: B },
  { file: 'hero-mobile-2.jpg', w: 750, h: 1000, scene: 'heroM2', seed: 15, maxKB: P },
  { file: 'hero-mobile-3.jpg', w: 750, h: 1000, scene: 'heroM3', seed: 16, maxKB: P },
  { file: 'lifestyle-1.jpg', w: 1672, h: 1040, scene: 'life1', seed: 51, maxKB: B },
  { file: 'lifestyle-2.jpg', w: 1672, h: 1040, scene: 'life2', seed: 52, maxKB: B },
  { file: 'lifestyle-3.jpg', w: 1672, h: 1040, scene: 'life3', seed: 53, maxKB: B },
  { file: 'store-1.jpg', w: 1200, h: 800, scene: 'store1', seed: 61, maxKB: M },
  { file: 'store-2.jpg', w: 1200, h: 800, scene: 'store2', seed: 62, maxKB: M },
  { file: 'store-3.jpg', w: 1200, h: 800, scene: 'store3', seed: 63, maxKB: M },
  { file: 'workshop.jpg', w: 1352, h: 1056, scene: 'workshop', seed: 71, maxKB: M },
  { file: 'history.jpg', w: 1352, h: 1056, scene: 'history', seed: 81, maxKB: M },
  { file: 'category-golf.jpg', w: 672, h: 672, scene: 'catGolf', seed: 91, maxKB: P },
  { file: 'category-home.jpg', w: 672, h: 672, scene: 'catHome', seed: 92, maxKB: P },
  { file: 'category-glass.jpg', w: 672, h: 672, scene: 'catGlass', seed: 93, maxKB: P },
  { file: 'category-porcelain.jpg', w: 672, h: 672, scene: 'catPorcelain', seed: 94, maxKB: P },
  { file: 'gift-1.jpg', w: 836, h: 520, scene: 'gift1', seed: 101, maxKB: P },
  { file: 'gift-2.jpg', w: 836, h: 520, scene: 'gift2', seed: 102, maxKB: P },
  { file: 'gift-3.jpg', w: 836, h: 520, scene: 'gift3', seed: 103, maxKB: P },
  { file: 'hero-mobile-1.jpg', w: 750, h: 1000, scene: 'heroM1', seed: 14, maxKB: P },
  ...[0, 1, 2, 3, 4, 5].map((i): Job => ({ file: `product-detail-${i + 1}.jpg`, w: 1000, h: 1000, scene: 'detail', seed: 111 + i, opts: { i }, maxKB: P })),
  { file: 'driver.jpg', w: 800, h: 800, scene: 'driver', seed: 21, maxKB: P },
  { file: 'iron-set.jpg', w: 800, h: 800, scene: 'irons', seed: 22, maxKB: P },
  { file: 'putter.jpg', w: 800, h: 800, scene: 'putter', seed: 23, maxKB: P },
  { file: 'fairway-wood.jpg', w: 800, h: 800, scene: 'fairway', seed: 24, maxKB: P },
  { file: 'golf-balls.jpg', w: 800, h: 800, scene: 'balls', seed: 25, maxKB: P },
  { file: 'golf-bag.jpg', w: 800, h: 800, scene: 'bag', seed: 26, maxKB: P },
  { file: 'glove.jpg', w: 800, h: 800, scene: 'glove', seed: 27, maxKB: P },
  { file: 'vase-amber.jpg', w: 800, h: 800, scene: 'vaseAmber', seed: 31, maxKB: P },
  { file: 'vase-green.jpg', w: 800, h: 800, scene: 'vaseGreen', seed: 32, maxKB: P },
  { file: 'bowl-glass.jpg', w: 800, h: 800, scene: 'bowl', seed: 33, maxKB: P },
  { file: 'tumbler-set.jpg', w: 800, h: 800, scene: 'tumblers', seed: 34, maxKB: P },
  { file: 'candle-holder.jpg', w: 800, h: 800, scene: 'candle', seed: 35, maxKB: P },
  { file: 'plate-blue.jpg', w: 800, h: 800, scene: 'plate', seed: 36, maxKB: P },
  { file: 'teapot.jpg', w: 800, h: 800, scene: 'teapot', seed: 37, maxKB: P },
];

/* ------------------------------------------------------------------------ */
/* Icons / logos (static SVG)                                                */
/* ------------------------------------------------------------------------ */
const svg = (w: number, h: number, body: string, extra = ''): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"${extra}>${body}</svg>\n`;

const ICON_ATTRS = ' fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"';
const SVGS: Record<string, string> = {
  // generic pair of speech bubbles
  'wechat.svg': svg(24, 24,
    '<path d="M9.5 4.5c-3.9 0-7 2.6-7 5.8 0 1.8 1 3.4 2.6 4.5l-.6 2.2 2.6-1.3c.8.2 1.6.3 2.4.3"/>' +
    '<path d="M15.2 9.2c3.5 0 6.3 2.3 6.3 5.1 0 1.6-.9 3-2.3 3.9l.5 1.9-2.3-1.1c-.7.2-1.4.3-2.2.3-3.5 0-6.3-2.3-6.3-5.1s2.8-5 6.3-5z"/>' +
    '<circle cx="7" cy="9" r=".6" fill="currentColor"/><circle cx="11.5" cy="9" r=".6" fill="currentColor"/>' +
    '<circle cx="13.3" cy="13.6" r=".5" fill="currentColor"/><circle cx="17.1" cy="13.6" r=".5" fill="currentColor"/>', ICON_ATTRS),
  // generic eye inside a circle
  'weibo.svg': svg(24, 24,
    '<circle cx="12" cy="12" r="9"/><path d="M5.8 12c1.6-2.6 3.7-3.9 6.2-3.9s4.6 1.3 6.2 3.9c-1.6 2.6-3.7 3.9-6.2 3.9S7.4 14.6 5.8 12z"/>' +
    '<circle cx="12" cy="12" r="1.9" fill="currentColor" stroke="none"/>', ICON_ATTRS),
  // generic musical note
  'douyin.svg': svg(24, 24,
    '<path d="M10 17.5V5.5l9-2v11"/><circle cx="7.5" cy="17.5" r="2.5"/><circle cx="16.5" cy="14.5" r="2.5"/><path d="M10 9.2l9-2"/>', ICON_ATTRS),
  // generic open book
  'xiaohongshu.svg': svg(24, 24,
    '<path d="M12 6.5c-1.8-1.4-4.6-2-8.5-2v13c3.9 0 6.7.6 8.5 2 1.8-1.4 4.6-2 8.5-2v-13c-3.9 0-6.7.6-8.5 2z"/><path d="M12 6.5v13"/>' +
    '<path d="M6 8.3c1.5.1 2.8.4 3.8.9M6 11.3c1.5.1 2.8.4 3.8.9M14.2 9.2c1-.5 2.3-.8 3.8-.9M14.2 12.2c1-.5 2.3-.8 3.8-.9"/>', ICON_ATTRS),
};

function logo(mark: string, ink: string, word: string): string {
  // 120x40: monogram disc (flag + roof) and spaced sans-serif wordmark
  return svg(120, 40,
    `<title>MERIDIAN</title>` +
    `<circle cx="20" cy="20" r="17" fill="${mark}"/>` +
    // stylised house roof
    `<path d="M9.5 25.5 17 19l7.5 6.5" fill="none" stroke="${ink}" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="M12.3 23.3v5.2h9.4v-5.2" fill="none" stroke="${ink}" stroke-width="1.4" stroke-linejoin="round"/>` +
    // golf flag on a pin rising from the roof line
    `<path d="M24 28.5V9.5" stroke="${ink}" stroke-width="1.4" stroke-linecap="round"/>` +
    `<path d="M24.2 9.8l6.6 2.6-6.6 2.7z" fill="${ink}"/>` +
    `<ellipse cx="24" cy="29" rx="3.4" ry="0.9" fill="${ink}" opacity=".55"/>` +
    `<text x="44" y="24.6" fill="${word}" font-family="'Helvetica Neue','Inter','Segoe UI',Arial,sans-serif" font-size="10.5" font-weight="500" letter-spacing="3.1">MERIDIAN</text>`,
    ' role="img" aria-label="MERIDIAN"');
}
SVGS['logo.svg'] = logo('#00244A', '#FFFFFF', '#00244A');
SVGS['logo-white.svg'] = logo('#FFFFFF', '#00244A', '#FFFFFF');

/* ------------------------------------------------------------------------ */
/* Main                                                                      */
/* ------------------------------------------------------------------------ */
async function main(): Promise<void> {
  const t0 = Date.now();
  const filters = process.argv.slice(2);
  const wanted = (f: string): boolean => filters.length === 0 || filters.some((x) => f.includes(x));
  await mkdir(OUT_DIR, { recursive: true });

  for (const [name, body] of Object.entries(SVGS)) {
    if (wanted(name)) await writeFile(path.join(OUT_DIR, name), body, 'utf8');
  }

  // Heaviest scenes (ray-marched club heads, large glass renders) first for better load balancing.
  const HEAVY = new Set(['detail', 'hero1', 'hero2', 'life2', 'driver', 'fairway', 'heroM1', 'catGolf', 'tumblers', 'bowl', 'plate', 'balls']);
  const jobs = JOBS.filter((j) => wanted(j.file)).sort((a, b) => Number(HEAVY.has(b.scene)) - Number(HEAVY.has(a.scene)));
  if (jobs.length === 0) return;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    // Two isolated contexts -> two renderer processes, so rendering runs in parallel.
    const queue = [...jobs];
    const worker = async (): Promise<void> => {
      const context = await browser.newContext({ viewport: { width: 800, height: 800 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      if (process.env.MI_DEBUG) page.on('console', (m) => console.log('  [page]', m.text()));
      await page.setContent(
        '<!doctype html><html><head><style>html,body{margin:0;padding:0;background:#000;overflow:hidden}canvas{display:block}</style></head>' +
          '<body><canvas id="c" width="800" height="800"></canvas></body></html>',
      );
      await page.addScriptTag({ content: PAGE_JS });
      if (errors.length) throw new Error(`renderer failed to load: ${errors.join('\n')}`);
      for (let job = queue.shift(); job; job = queue.shift()) {
        const t = Date.now();
        await page.setViewportSize({ width: job.w, height: job.h });
        const args = JSON.stringify([job.scene, job.w, job.h, job.seed, job.opts ?? {}]);
        const ok = await page.evaluate(`window.__render.apply(null, ${args})`);
        if (ok !== true || errors.length) throw new Error(`${job.file}: render failed ${String(ok)} ${errors.join('\n')}`);
        const clip = { x: 0, y: 0, width: job.w, height: job.h };
        let q = QUALITY;
        let buf = await page.screenshot({ type: 'jpeg', quality: q, clip });
        while (buf.length > job.maxKB * 1024 && q > 55) {
          q -= 4;
          buf = await page.screenshot({ type: 'jpeg', quality: q, clip });
        }
        await writeFile(path.join(OUT_DIR, job.file), buf);
        console.log(`${job.file.padEnd(24)} ${`${job.w}x${job.h}`.padEnd(10)} q${q}  ${(buf.length / 1024).toFixed(1).padStart(6)} KB  ${Date.now() - t} ms`);
      }
      await context.close();
    };
    const workers = Math.max(1, Math.min(Number(process.env.MI_WORKERS ?? 2), jobs.length));
    await Promise.all(Array.from({ length: workers }, () => worker()));
  } finally {
    await browser.close();
  }
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
