/**
 * `reflect-metadata`, imported once for both containers; every injection names its token explicitly
 * (`@inject(X_PORTS.Y)`), since Vite emits no decorator metadata. Its `lite` build: the same Reflect metadata API
 * without the Map/Set/WeakMap polyfills every supported runtime has (4 KB gzip off the first load).
 */
import 'reflect-metadata/lite';
