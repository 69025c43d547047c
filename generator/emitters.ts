// The emitters `npm run generate` runs, in order. Adding an output is adding an emitter here.
import type { Emitter } from './emit/emitter.ts';
import { openapiJsonEmitter } from './emit/openapi-json.ts';
import { validatorsEmitter } from './emit/validators.ts';
import { typesEmitter } from './emit/types.ts';
import { runtimeEmitter } from './emit/runtime.ts';
import { clientEmitter } from './emit/client.ts';
import { packageEmitter } from './emit/package.ts';
import { docsHtmlEmitter } from './emit/docs-html.ts';
import { docsMarkdownEmitter } from './emit/docs-markdown.ts';
import { packageReadmeEmitter } from './emit/package-readme.ts';
import { serverEmitter } from './emit/server.ts';
import { changesEmitter, docsChangesMarkdownEmitter } from './emit/changelog.ts';
import { docsChangesHtmlEmitter } from './emit/docs-changes-html.ts';

export const emitters: Emitter[] = [openapiJsonEmitter, validatorsEmitter, typesEmitter, runtimeEmitter, clientEmitter, packageEmitter, docsHtmlEmitter, docsMarkdownEmitter, packageReadmeEmitter, serverEmitter, changesEmitter, docsChangesMarkdownEmitter, docsChangesHtmlEmitter];
