// Parlor's service worker, written by `go run ./wasm` for each build: it
// keeps this build's page, script and game so that Parlor opens and plays
// with no network. A new build brings a new worker, which fetches the new
// files whole (checking their sizes) before it replaces the old cache, so
// the page never runs a mix of two builds.
const BUILD = {{BUILD}};
const CACHE = 'parlor-' + BUILD.version;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    for (const [url, size] of Object.entries(BUILD.files)) {
      // Revalidated with the host: never an older copy from the HTTP cache
      // (an unchanged file costs a 304, not its bytes again).
      const res = await fetch(url, { cache: 'no-cache' });
      if (!res.ok) throw new Error(url + ': ' + res.status);
      const body = await res.arrayBuffer();
      if (size >= 0 && body.byteLength !== size) {
        throw new Error(url + ': ' + body.byteLength + ' bytes, this build has ' + size);
      }
      if (size < 0 && !new TextDecoder().decode(body).includes(BUILD.version)) {
        throw new Error(url + ' is not of this build');
      }
      await cache.put(url, new Response(body, { headers: res.headers }));
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('parlor-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  if (req.mode === 'navigate') {
    // The page comes from the host when it can (revalidated, so that a new
    // build shows on the next visit); offline, or when the host fails,
    // this build's copy.
    event.respondWith((async () => {
      const cached = async () => (await caches.open(CACHE)).match('index.html');
      try {
        const res = await fetch(req.url, { cache: 'no-cache', credentials: 'same-origin' });
        return res.ok ? res : (await cached()) || res;
      } catch (e) {
        const hit = await cached();
        if (hit) return hit;
        throw e;
      }
    })());
    return;
  }
  // The rest is named with its build (?v=…): this build's copy, else the
  // network.
  event.respondWith((async () =>
    (await (await caches.open(CACHE)).match(req)) || fetch(req))());
});
