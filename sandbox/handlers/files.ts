// Files: the handles `candidate.uploadResume` and `candidate.uploadFile` take (seed line 211), made
// by `file.createFileUploadHandle` or by a multipart upload, and read back with `file.info`. The
// sandbox keeps what a handle names (its name and type), never the bytes.
import { audit } from '../audit.ts';
import { newId, optionalString, refuse, type Ctx, type Sandbox } from '../context.ts';
import { KIND } from '../kinds.ts';
import type { SandboxOperations } from '../operation.ts';

type Body = Record<string, unknown>;

/** A file as `file.info` answers it (the sandbox's reading: the description shows no file's fields). */
export interface StoredFile {
  handle: string;
  fileName: string;
  contentType: string | null;
  createdAt: string;
}

/** Records a file and answers its handle. */
export function createFile(sandbox: Sandbox, ctx: Ctx, fileName: string, contentType: string | null): StoredFile {
  const file: StoredFile = { handle: newId(), fileName: fileName.slice(0, 255), contentType: contentType ? contentType.slice(0, 255) : null, createdAt: sandbox.now() };
  sandbox.store.transaction(() => {
    sandbox.store.insert(KIND.file, file.handle, file, { createdAt: file.createdAt });
    audit(sandbox, ctx, { category: 'candidates', action: 'file_handle_created', targetType: 'File', targetId: file.handle });
  });
  return file;
}

/** The file a handle in `field` names, or the refusal saying where handles come from. */
export function fileByHandle(sandbox: Sandbox, body: Body, field: string, part: string): StoredFile {
  const handle = body[field];
  if (typeof handle !== 'string' || !handle) refuse(`$.${field} is required: a handle from file.createFileUploadHandle (or send the ${part} as multipart/form-data).`);
  const file = sandbox.store.get<StoredFile>(KIND.file, handle.toLowerCase())?.data;
  if (!file) refuse(`$.${field}: no file has the handle ${JSON.stringify(handle.slice(0, 64))}; create one with file.createFileUploadHandle.`);
  return file;
}

export function fileHandlers(sandbox: Sandbox): SandboxOperations {
  return {
    'file.createFileUploadHandle': {
      fields: ['fileName', 'contentType'],
      handle: (body, ctx) => {
        const fileName = optionalString(body as Body, 'fileName');
        if (!fileName || !fileName.trim()) refuse('$.fileName is required: the file\'s name, such as "resume.pdf".');
        return { results: createFile(sandbox, ctx, fileName.trim(), optionalString(body as Body, 'contentType') ?? null) };
      },
    },
    'file.info': {
      fields: ['handle'],
      handle: (body) => ({ results: fileByHandle(sandbox, body as Body, 'handle', 'file') }),
    },
  };
}
