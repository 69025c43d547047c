// How the runtime writes JSON paths: generator/schema/json-path.ts, the toolchain's one JSON-path
// module. This file serves the toolchain (tests and type checks of templates/runtime/); it does not
// ship: generator/emit/runtime.ts writes generated/runtime/json-path.ts in its place, a copy of the
// module's path writer, since the package imports nothing from outside generated/.
export { pathSegment } from '../../generator/schema/json-path.ts';
