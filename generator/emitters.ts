// The emitters `npm run generate` runs, in order. Adding an output is adding an emitter here.
import type { Emitter } from './emit/emitter.ts';
import { openapiJsonEmitter } from './emit/openapi-json.ts';
import { validatorsEmitter } from './emit/validators.ts';

export const emitters: Emitter[] = [openapiJsonEmitter, validatorsEmitter];
