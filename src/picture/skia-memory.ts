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
