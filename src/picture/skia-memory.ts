// Imported before @napi-rs/canvas (first line of ./draw.ts and ./fonts.ts): it must run before the
// canvas's native module is loaded, whose allocator (mimalloc, built into the module) reads its
// options from the environment once, when the module loads.
//
// Why: every picture reads its 4 MB of pixels back (getImageData) into freshly allocated memory.
// mimalloc asks the kernel for transparent huge pages by default, and a huge page is zeroed whole
// (2 MB) at its first touch and given back after use, so each read paid for zeroing fresh huge
// pages: measured on the bench's board (800×1212, thread CPU time, same machine and run),
// reading the pixels back took ~12–13 ms with huge pages and ~3 ms without (perf: half the
// reading's samples were the kernel's clear_page). Ordinary 4 KB pages are reused by the
// allocator from one picture to the next. A value set by the host's environment is kept.
//
// The variable is set in the process's environment: only the main thread's `process.env` reaches
// it (a worker thread's is a copy), and the main thread loads the canvas first (./pool.ts imports
// the drawing), so the pool's workers share the setting.

process.env.MIMALLOC_ALLOW_THP ??= "0";

// The same reading's memory, once freed: mimalloc gives freed memory back to the kernel 10 ms
// after the free by default (its purge delay), so the next picture's read, a few ms or a few
// clicks later, faulted and zeroed ~500 fresh pages again (`getImageData` and `canvas.data()`
// both copy the pixels into a fresh 4 MB: @napi-rs/canvas 1.1.1 offers no read into kept memory).
// Given back after a second without reuse instead, the memory of a picture read during a burst
// of clicks serves the next one. Measured (bench board through the pool, ./pool.ts, one worker,
// 200 pictures back to back or 100 with 30 ms between them; the worker thread's counters, runs
// alternated): page faults per picture ~430–680 → ~20–65, system time ~0.8–1.5 → ~0.1–0.4 ms,
// the worker's CPU per picture ~8.5–9.6 → ~7.8–8.35 ms; resident memory the same (~0.3 GB).
process.env.MIMALLOC_PURGE_DELAY ??= "1000";
