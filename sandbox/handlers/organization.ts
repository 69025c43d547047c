// The organization: users (list, search, info), and departments and locations (list, info,
// archive, restore), the records a job's `departmentId` and `locationId` name.
import { optionalString, refuse, type Sandbox } from '../context.ts';
import { KIND, type User } from '../kinds.ts';
import type { SandboxOperations } from '../operation.ts';
import { infoOf, listOf, setArchived } from './catalog.ts';

type Body = Record<string, unknown>;

export function organizationHandlers(sandbox: Sandbox): SandboxOperations {
  const { store } = sandbox;
  return {
    'user.list': listOf(sandbox, KIND.user),
    'user.info': infoOf(sandbox, KIND.user, 'userId', 'user'),
    'user.search': {
      fields: ['email', 'name'],
      handle: (body) => {
        const email = optionalString(body as Body, 'email');
        const name = optionalString(body as Body, 'name');
        if (!email && !name) refuse('$: send email (the lookup by e-mail the description names) or name to search users.');
        let users = email ? store.findBy<User>(KIND.user, 'email', email).map((r) => r.data) : store.all<User>(KIND.user).map((r) => r.data);
        if (name) users = users.filter((u) => `${u.firstName} ${u.lastName}`.toLowerCase().includes(name.toLowerCase()));
        return { results: users };
      },
    },

    'department.list': listOf(sandbox, KIND.department),
    'department.info': infoOf(sandbox, KIND.department, 'departmentId', 'department'),
    'department.archive': setArchived(sandbox, KIND.department, 'departmentId', 'department', true, 'Department'),
    'department.restore': setArchived(sandbox, KIND.department, 'departmentId', 'department', false, 'Department'),

    'location.list': listOf(sandbox, KIND.location),
    'location.info': infoOf(sandbox, KIND.location, 'locationId', 'location'),
    'location.archive': setArchived(sandbox, KIND.location, 'locationId', 'location', true, 'Location'),
    'location.restore': setArchived(sandbox, KIND.location, 'locationId', 'location', false, 'Location'),
  };
}
