// Who may export a quote to another system (decision 0035): the original client offers the external
// export to administrators only (original-client.md §3) — a company's administrator or a client's. The API refuses anyone
// else with this sentence, and the Export tab says it to them before they try (decisions 0058, 0059 and 0060).
import { isAdminLike, type PermissionUser } from '../permissions/roles';

export const EXPORT_ADMINS_ONLY = 'Only an administrator can export a quote to another system.';

export const mayExport = (user: PermissionUser): boolean => isAdminLike(user);
