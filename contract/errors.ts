// The ways a run stops short, each with the exit status the command gives it (exit-codes.ts).

/** A problem with how the suite was asked to run (exit status 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The server under test could not be reached at all (exit status 3): one message, not one per check. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

/**
 * A request the run may not send: it needs a flag the run was not given (`needs`), or it would
 * change a record the suite did not create (`needs` null). The check that asked is skipped with it.
 */
export class ConsentError extends Error {
  override name = 'ConsentError';
  readonly needs: string | null;
  constructor(message: string, needs: string | null) {
    super(message);
    this.needs = needs;
  }
}

/** A record the suite needed of its own could not be made; the check that asked is skipped with why. */
export class OwnRecordError extends Error {
  override name = 'OwnRecordError';
}
